/**
 * Every command of the CLI, in the order `--help` lists them. To add a
 * command, write a module exporting a `CliCommand` (see ../command.ts) and
 * list it here.
 */
import type { CliCommand } from '../command.js';
import { analyzeCommand } from './analyze.js';
import { arenaCommand } from './arena.js';
import { demoCommand } from './demo.js';
import { hocCommand } from './hoc.js';
import { hokmCommand } from './hokm.js';
import { replayCommand } from './replay.js';
import { simulateCommand } from './simulate.js';

/** Every command, in the order `--help` lists them. */
export const COMMANDS: readonly CliCommand[] = [demoCommand, hokmCommand, hocCommand, arenaCommand, simulateCommand, replayCommand, analyzeCommand];
