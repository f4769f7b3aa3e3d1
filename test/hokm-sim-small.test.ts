/** Hokm, 3 and 2 players, through the test kit's random simulation (see hokm-sim.test.ts). */
import { simulationTests } from './support/hokm-sim.js';

simulationTests(3);
simulationTests(2);
