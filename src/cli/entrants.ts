/**
 * Players named on the command line (`--entrants hokmBot,random`,
 * `ismcts:200,hocBot,hocBot`): parsed once in the main thread, where a bad
 * name is a usage error, and turned into the library's arena entrants in
 * each worker thread (a player is a function: it cannot cross threads, its
 * name can).
 */
import { hocBot, hokmBot, ismcts, randomBot, type Entrant } from '../bots/index.js';
import { UsageError } from './command.js';
import { CLI_EN } from './texts/en.js';

/** The kinds of player the CLI knows. */
export const PLAYER_KINDS = ['hokmBot', 'hocBot', 'random', 'ismcts'] as const;
/** One kind of player. */
export type PlayerKind = (typeof PLAYER_KINDS)[number];

/** ISMCTS iterations per decision when the name gives none. */
export const DEFAULT_ITERATIONS = 200;
const MAX_ITERATIONS = 100_000;

/** A player as the command line names it: `hokmBot`, `random`, `ismcts:200`. */
export interface EntrantSpec {
  /** The name in the results, in its canonical spelling (`ismcts:200`). */
  name: string;
  /** Which player. */
  kind: PlayerKind;
  /** ISMCTS iterations per decision. */
  iterations?: number;
}

/** The names `--entrants` accepts, for error messages. */
const ENTRANT_NAMES = ['hokmBot', 'hocBot', 'random', 'ismcts', 'ismcts:ITERATIONS'];

/** What `--entrants` accepts, for the help. */
export const ENTRANT_SYNTAX = CLI_EN.errors.or(ENTRANT_NAMES);

/** One name, e.g. `ismcts:400`, checked against the game (`hokmBot` plays Hokm only, `hocBot` Hoc only). */
export function parseEntrant(text: string, game: 'hokm' | 'hoc'): EntrantSpec {
  const [head = '', arg, ...rest] = text.trim().split(':');
  const kind = PLAYER_KINDS.find((k) => k.toLowerCase() === head.toLowerCase());
  if (kind === undefined || rest.length > 0 || (arg !== undefined && kind !== 'ismcts')) {
    throw new UsageError((t) => t.errors.unknownEntrant(text, t.errors.or(ENTRANT_NAMES)));
  }
  if ((kind === 'hokmBot' && game !== 'hokm') || (kind === 'hocBot' && game !== 'hoc')) {
    throw new UsageError((t) =>
      t.errors.entrantGame(kind, t.games[kind === 'hokmBot' ? 'hokm' : 'hoc'], game, t.errors.or([game === 'hokm' ? 'hokmBot' : 'hocBot', 'random', 'ismcts'])),
    );
  }
  if (kind !== 'ismcts') return { name: kind, kind };
  const iterations = arg === undefined ? DEFAULT_ITERATIONS : Number(arg);
  if (!/^\d+$/.test(arg ?? '1') || !Number.isSafeInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) {
    throw new UsageError((t) => t.errors.iterations(text, MAX_ITERATIONS));
  }
  return { name: `ismcts:${iterations}`, kind, iterations };
}

/** The players and who sits where. */
export interface Table {
  /** The distinct entrants, in order of first appearance. */
  entrants: EntrantSpec[];
  /** The entrant of each seat (indexes into `entrants`). */
  lineup: number[];
}

/** `[1, 2, 4]`: the list lengths that fill `n` seats. */
function divisors(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1).filter((k) => n % k === 0);
}

/**
 * A comma-separated list of names, one per seat in seat order; a shorter
 * list repeats to fill the seats (`hokmBot,random` with 4 players is
 * `hokmBot,random,hokmBot,random`: partners). The same name twice is one
 * entrant in several seats.
 */
export function parseTable(list: string, game: 'hokm' | 'hoc', players: number): Table {
  const names = list.split(',').map((t) => t.trim());
  if (names.some((n) => n === '')) throw new UsageError((t) => t.errors.nameMissing(list));
  if (players % names.length !== 0) {
    throw new UsageError((t) => t.errors.entrantCount(list, names.length, players, t.errors.or(divisors(players))));
  }
  const specs = names.map((n) => parseEntrant(n, game));
  const entrants: EntrantSpec[] = [];
  const lineup = Array.from({ length: players }, (_, seat) => {
    const spec = specs[seat % specs.length]!;
    let e = entrants.findIndex((x) => x.name === spec.name);
    if (e < 0) e = entrants.push(spec) - 1;
    return e;
  });
  return { entrants, lineup };
}

/** The player of a spec, for the library's arena: seeded players get the seed of their seat and match. */
export function toEntrant(spec: EntrantSpec): Entrant {
  const create = (seed: string): ((view: never) => unknown) => {
    switch (spec.kind) {
      case 'hokmBot':
        return hokmBot as (view: never) => unknown;
      case 'hocBot':
        return hocBot as (view: never) => unknown;
      case 'random':
        return randomBot(seed) as (view: never) => unknown;
      case 'ismcts':
        return ismcts({ iterations: spec.iterations ?? DEFAULT_ITERATIONS, seed }) as unknown as (view: never) => unknown;
    }
  };
  return { name: spec.name, create };
}
