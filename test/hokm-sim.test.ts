/**
 * Hokm, 4 players, through the test kit's random simulation with the Hokm
 * invariants after every action, secrecy and sampling (the checks are in
 * support/hokm-sim.ts; 3 and 2 players run in hokm-sim-small.test.ts).
 */
import { simulationTests } from './support/hokm-sim.js';

simulationTests(4);
