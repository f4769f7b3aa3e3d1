/**
 * The CLI's own lines in English: the prompts of a person at the terminal,
 * the headers and summaries of a game, the result. The event lines come
 * from the library (`describe(event, { locale })`); the help of each
 * command is written in its module, in English, and translated in
 * ./help-*.ts. This object is the shape of every locale (`CliTexts`);
 * test/cli-locales.test.ts checks that no locale lacks a key.
 */

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** `seat 0`, `seats 0 and 2`. */
const seatList = (list: readonly number[]) => (list.length === 1 ? `seat ${list[0]}` : `seats ${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`);
/** The text with its first letter in capitals. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The English lines of the CLI (the shape of every locale). */
export const CLI_EN = {
  /** Digits as the locale writes them in its own lines. */
  num: (n: number | string): string => String(n),
  /** Commander's help headings, by the English heading it prints. */
  titles: { 'Usage:': 'Usage:', 'Options:': 'Options:', 'Commands:': 'Commands:', 'Arguments:': 'Arguments:', 'Global Options:': 'Global Options:' } as Readonly<
    Record<string, string>
  >,
  examples: 'Examples:',
  /** Commander's words after an option's description: `(choices: …, default: …)`. */
  choices: 'choices:',
  default: 'default:',
  addHelp: '(add --help for usage)',
  helpCommand: 'display help for command',
  error: 'error',
  games: { hokm: 'Hokm', hoc: 'Hoc Mazarin' },

  // Headers (../commands/hokm.ts, ../commands/hoc.ts, ../commands/replay.ts).
  you: (seat: number) => `you in seat ${seat}`,
  randomPlayers: 'random players',
  bots: 'bots',
  hokmHeader: (players: number, target: number, who: string, seed: string) => ` · ${players} players · first to ${target} points · ${who} · seed "${seed}"`,
  hocHeader: (players: number, chips: number, deals: number, firstOnly: boolean, who: string, seed: string) =>
    ` · ${players} players · ${chips} chips each · ${firstOnly ? `the first of ${deals} deals` : `${deals} deals`} · ${who} · seed "${seed}"`,
  demoNext: (hoc: string, human: string, help: string) => `Next: ${hoc} plays a whole game · ${human} seats you · ${help} lists the rest`,
  replayHeader: (players: number, from: string, label: string, actions: number) => ` · ${players} players · ${from} · ${label} · ${actions} actions`,
  fromHost: 'deals from the host',
  seedIs: (seed: string) => `seed ${seed}`,
  replayLabel: 'replay',
  replayOf: (path: string) => `replay of ${path}`,
  recordEnds: (seat: number | null) => `The record ends before the game does: ${seat === null ? 'the host is to deal' : `seat ${seat} is to act`}.`,

  // A person at the terminal (../human.ts, ../games.ts).
  yourMove: (seat: number) => `Seat ${seat}, your move:`,
  noSuchMove: (answer: string, n: number) => `there is no move ${answer}: type a number from 1 to ${n}.`,
  notAMove: (answer: string, n: number) => `"${answer}" is not a move: type 1–${n}, a card such as QS or 10♦, or a move's words.`,
  inputEnded: 'the input ended before the game did',
  /** The words of an action, as the prompt lists them (English ones are always understood too). */
  actionWords: {
    play: 'play',
    trump: 'trump',
    discard: 'discard',
    draw: 'draw',
    keep: 'keep',
    pass: 'pass',
    raise: 'raise',
    lay: 'lay',
    without: 'without',
    declare: 'declare',
    call: 'call',
    good: 'good',
    show: 'show',
    done: 'done',
    carteBlanche: 'carte blanche',
    noCarteBlanche: 'no carte blanche',
  } as Readonly<Record<string, string>>,
  none: '—',
  hokmScreen: (hand: number, hakem: number, trumps: string | null, tricks: string, points: string) =>
    `Hand ${hand} · hakem seat ${hakem} · trumps ${trumps ?? 'not named yet'} · tricks ${tricks} · points ${points}`,
  trick: (cards: string | null, leader: number) => `Trick: ${cards === null ? `seat ${leader} to lead` : `${cards} (led by seat ${leader})`}`,
  stockTop: (card: string) => `Top card of the stock: ${card}`,
  yourHand: (cards: string) => `Your hand: ${cards}`,
  hocScreen: (deal: number, deals: number, phase: string, prize: string | null, high: number, pools: string) =>
    `Deal ${deal} of ${deals} · ${phase}${prize ? ` (${prize}, highest bet ${high})` : ''} · pools ${pools}`,
  hocChips: (balances: readonly number[], left: string) => `Chips: ${balances.map((b, i) => `seat ${i} ${b}`).join(', ')} · cards left ${left}`,
  hocRun: (run: string, needed: string | null) => `Run: ${run} · needed: ${needed ?? 'a new run'}`,
  hocHand: (cards: string, bets: string) => `Your hand: ${cards} · your bets ${bets}`,
  phases: { bid: 'bid', show: 'show', blanche: 'blanche', play: 'play', over: 'over', shuffle: 'shuffle' } as Readonly<Record<string, string>>,

  // Results (../games.ts).
  hokmResult: (winners: readonly number[], score: string, hands: number) =>
    sentence(`${seatList(winners)} ${winners.length > 1 ? 'win' : 'wins'} the match ${score} after ${plural(hands, 'hand', 'hands')}.`),
  hocResult: (winners: readonly number[], top: number, others: readonly [number, number][]) =>
    sentence(
      `${seatList(winners)} ${winners.length > 1 ? 'share the win' : 'wins'} with ${top} chips${others.length ? ` (${others.map(([s, b]) => `seat ${s} ${b}`).join(', ')})` : ''}.`,
    ),

  // The Hokm summary, a line per hand (../hokm-summary.ts).
  handCol: (hand: number) => `  hand ${hand}`,
  hakemCol: (seat: number) => `hakem ${seat}`,
  trumpsCol: (suit: string) => `trumps ${suit}`,
  tricksCol: (tricks: string) => `tricks ${tricks}`,
  sideCol: (seats: readonly number[], points: number) => `${seats.length > 1 ? `seats ${seats.join('+')}` : `seat ${seats[0]}`} +${points}`,
  kot: ' kot!',
  tie: ' (tie)',
  scoreCol: (score: string) => `score ${score}`,

  // The Hoc summary, a few lines and a table per deal (../hoc-summary.ts).
  prizes: { point: 'point', sequence: 'sequence', tricon: 'tricon' } as Readonly<Record<string, string>>,
  pointCards: (length: number, value: number | null) => `${length} cards${value === null ? '' : ` worth ${value}`}`,
  sequenceTo: (length: number, rank: string) => `${['', '', '', 'tierce', 'quart', 'quint'][length] ?? length} to the ${rank}`,
  triconOf: (length: number, rank: string) => `${length === 4 ? 'four' : 'three'} ${rank}s`,
  chipsHead: '  chips',
  reasons: {
    stake: 'stake',
    bet: 'bet',
    pool: 'pool',
    bonus: 'bonus',
    'carte blanche': 'carte blanche',
    hoc: 'hoc',
    'cards left': 'cards left',
    penalty: 'penalty',
  } as Readonly<Record<string, string>>,
  net: 'net',
  now: 'now',
  seatRow: (seat: number) => `  seat ${seat}`,
  dealHead: (deal: number) => `  Deal ${deal}`,
  dealWho: (dealer: number, first: number) => ` · seat ${dealer} deals · seat ${first} first in hand`,
  blancheCol: '  blanche',
  showsBlanche: (seat: number) => `seat ${seat} shows carte blanche`,
  shows: (cards: string, bonus: number) => ` · shows ${cards}${bonus ? ` (bonus ${bonus})` : ''}`,
  nobody: 'nobody; the pool stays',
  seat: (seat: number) => `seat ${seat}`,
  withSaid: (said: string) => ` with ${said}`,
  uncontested: ' (uncontested)',
  playCol: '  play',
  goesOut: (hocs: string, left: string) => ` goes out first · hocs: ${hocs} · cards left ${left}`,
  hocCalls: (seat: number, n: number) => `seat ${seat} ×${n}`,
  noHocs: 'none',

  // The tables of figures of `arena` and `simulate` (../commands/arena.ts, ../arena-table.ts, ../commands/simulate.ts, ../simulate-stats.ts).
  /** A share, `value` already written with one decimal (`51.0`). */
  percent: (value: string) => `${value}%`,
  arenaTitle: (game: string, players: number) => `Arena · ${game} · ${players} players`,
  arenaCount: (matches: number, deals: number, seatings: number, played: number | null, seed: string) =>
    `${plural(matches, 'match', 'matches')} (${plural(deals, 'deal', 'deals')}${seatings > 1 ? ` × ${seatings} seatings` : ''})${played === null ? '' : ` · ${played} played`} · seed "${seed}"`,
  inEverySeat: (name: string) => `${name} in every seat`,
  entrantCol: 'entrant',
  matchesCol: 'matches',
  winRateCol: 'win rate [95% CI]',
  meanCol: (unit: 'points' | 'chips') => `mean ${unit} [95% CI]`,
  aheadOf: (a: string, b: string, share: string, matches: number) => `${a} ahead of ${b}: ${share} of ${matches} matches`,
  clustered: (deals: number) => `clustered by deal (${deals} deals):`,
  aheadByDeal: (a: string, b: string, share: string) => `${a} ahead of ${b}: ${share}`,
  simTitle: (game: string, players: number) => `Simulation · ${game} · ${players} players`,
  simCount: (game: 'hokm' | 'hoc', games: number, seed: string) => `${games} ${game === 'hokm' ? 'matches' : 'games'} · seed "${seed}"`,
  sideHead: 'side',
  playersHead: 'players',
  matchWinsHead: 'match wins [95% CI]',
  finalPointsHead: 'final points [95% CI]',
  sideName: (seats: readonly number[]) => (seats.length > 1 ? `seats ${seats.join('+')}` : `seat ${seats[0]}`),
  handsPerMatch: 'hands per match',
  hakemHands: "hands won by hakem's side",
  kotHands: 'hands won 7–0 (kot)',
  actionsPerMatch: 'actions per match',
  seatHead: 'seat',
  playerHead: 'player',
  chipsPerGameHead: 'chips per game [95% CI]',
  winsHead: 'wins [95% CI]',
  outFirstHead: 'out first',
  hocsHead: 'hocs/game',
  blancheHead: 'blanche',
  falseWithoutHead: 'false w/o',
  dealsLine: 'deals',
  dealsNote: (deals: number) => `${deals} (out first, point, sequence, tricon: share of the deals)`,
  unclaimedLine: 'chips unclaimed at the end',
  perGame: (mean: string) => `${mean} per game`,
  actionsPerGame: 'actions per game',

  // Errors and notes on standard error (../command.ts, ../commander-texts.ts); file names, flags and values as typed.
  errors: {
    /** `a, b or c`. */
    or: (items: readonly (string | number)[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`),
    // Commander's own messages, by their English form.
    unknownOption: (flag: string) => `unknown option '${flag}'`,
    unknownCommand: (name: string) => `unknown command '${name}'`,
    didYouMean: (names: string) => `(Did you mean ${names}?)`,
    missingArgument: (name: string) => `missing required argument '${name}'`,
    argumentMissing: (flags: string) => `option '${flags}' argument missing`,
    tooManyArguments: (command: string, expected: number, got: number) =>
      `too many arguments for '${command}'. Expected ${plural(expected, 'argument', 'arguments')} but got ${got}.`,
    conflicting: (a: string, b: string) => `option '${a}' cannot be used with option '${b}'`,
    invalidValue: (flags: string, value: string, why: string) => `option '${flags}' argument '${value}' is invalid. ${why}`,
    choices: (list: string) => `Allowed choices are ${list}.`,
    wholeNumber: (min: number, max: number) => `Expected a whole number from ${min} to ${max}.`,
    shardSyntax: 'Expected i/n with 1 ≤ i ≤ n, e.g. 1/2 for the first of two parts.',
    // The CLI's own.
    seatsAre: (players: number) => `With ${players} players the seats are 0 to ${players - 1}.`,
    jsonOrText: 'It is json or text.',
    playedBy: (game: string, counts: string) => `${game} is played by ${counts} players.`,
    optionSyntax: (text: string) => `--option "${text}": write key=value, e.g. maxBet=20.`,
    optionSetByRun: (key: string) => `--option ${key}: the run sets it.`,
    optionUse: (key: string) => `--option ${key}: use --${key}.`,
    targetIsHokm: '--target is a Hokm option (Hoc: --deals).',
    dealsIsHoc: '--deals is a Hoc option (Hokm: --target).',
    unknownEntrant: (text: string, names: string) => `unknown entrant "${text}": name ${names}.`,
    entrantGame: (kind: string, its: string, game: string, names: string) => `${kind} plays ${its} only; for ${game} use ${names}.`,
    iterations: (text: string, max: number) => `entrant "${text}": ISMCTS iterations must be a whole number from 1 to ${max}.`,
    nameMissing: (list: string) => `--entrants "${list}": a name is missing between the commas.`,
    entrantCount: (list: string, names: number, seats: number, counts: string) =>
      `--entrants "${list}" names ${plural(names, 'player', 'players')} for ${seats} seats: give one per seat, or a list that repeats to fill them (${counts} names).`,
    shardCut: (shard: string, matches: number, parts: number) => `--shard ${shard}: ${matches} matches cannot be cut into ${parts} parts.`,
    cannotRead: (path: string, why: string) => `cannot read ${path}: ${why}`,
    cannotWrite: (path: string, why: string) => `cannot write the record to ${path}: ${why}`,
    notJson: (path: string | null, why: string) => `${path ?? 'standard input'} is not JSON: ${why}`,
    notArenaJson: (path: string) => `${path} is not JSON (write it with hoc-hokm arena --shard or --json)`,
    notArena: (path: string) => `${path} is not an arena result (write it with hoc-hokm arena --shard or --json)`,
    otherVersion: (path: string, version: string, first: string, firstVersion: string) =>
      `${path} was played by hoc-hokm ${version}, ${first} by ${firstVersion}: play every shard with one version`,
    otherArena: (path: string, first: string) => `${path} is from another arena than ${first} (game, players, entrants, matches or seed differ)`,
    note: 'note',
    missingMatches: (missing: number, matches: number) => `${missing} of the arena's ${matches} matches are in none of the files`,
    unevenSeatings: (matches: number, seatings: number, table: string) =>
      `${matches} matches is not a multiple of the ${seatings} seatings (${table}): the last deal is not played from every seat`,
  },
};

/** The shape of every locale's CLI lines. */
export type CliTexts = typeof CLI_EN;
