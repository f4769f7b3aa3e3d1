/**
 * The web table's texts in English: every word the page shows or a screen
 * reader says, except the event lines of the log (the library's
 * `describe(event, { locale })`). The other locales (fa.ts, fr.ts, de.ts)
 * have the same shape, `WebTexts`, which this object defines; a test
 * (test/cli-locales.test.ts) checks that none lacks a key.
 */

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The English texts (the shape of every locale). */
export const EN = {
  /** The locale's own name, in the language menu. */
  languageName: 'English',
  /** Digits as the locale writes them (Persian uses ۰–۹). */
  num: (n: number | string): string => String(n),

  // The page around the table (index.html, main.ts).
  title: 'hoc-hokm card table',
  heading: 'hoc-hokm table',
  skip: 'Skip to the table',
  settings: 'Settings',
  game: 'Game',
  hokm: 'Hokm',
  hoc: 'Hoc Mazarin',
  players: 'Players',
  yourSeat: 'Your seat',
  seed: 'Seed',
  seedRandom: 'random',
  bots: 'Bots',
  paces: { slow: 'slow', normal: 'normal', fast: 'fast', instant: 'instant' },
  language: 'Language',
  deal: 'Deal',
  replay: 'Replay',
  replayTitle: "Play this game's moves again from its seed",
  tableHeading: 'Table',
  log: 'Log',

  // The status line and the summary dialog (session.ts).
  waitReplay: 'Wait: the replay is still running.',
  continue: 'Continue',
  close: 'Close',
  summary: 'Summary',
  gameOver: 'Game over.',
  replaying: (seed: string, moves: number) => `Replaying seed “${seed}”: ${plural(moves, 'move', 'moves')} to go…`,
  yourTurn: 'Your turn.',
  thinking: (seat: string) => `${seat} is thinking…`,
  /** The engine's reason for refusing an action, by its code; the engine's own (English) message for a code not listed. */
  reasons: {
    MUST_FOLLOW_SUIT: 'You must follow the suit led.',
    NOT_YOUR_TURN: 'It is not your turn.',
    WRONG_PHASE: 'That cannot be done now.',
    ILLEGAL_ACTION: 'The rules do not allow that now.',
  } as Readonly<Record<string, string>>,

  // Cards and seats (dom.ts, game.ts).
  ranks: { A: 'ace', '2': 'two', '3': 'three', '4': 'four', '5': 'five', '6': 'six', '7': 'seven', '8': 'eight', '9': 'nine', T: 'ten', J: 'jack', Q: 'queen', K: 'king' },
  suits: { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' },
  cardName: (rank: string, suit: string) => `${rank} of ${suit}`,
  cardCount: (n: number) => plural(n, 'card', 'cards'),
  seatYou: (seat: number) => `Seat ${seat} (you)`,
  seatBot: (seat: number) => `Seat ${seat} (bot)`,
  /** A seat played by another person at an online table. */
  seatPerson: (seat: number) => `Seat ${seat}`,
  playedBy: (card: string, seat: string) => `${card}, by ${seat}`,
  yourHand: 'Your hand',
  dealer: 'Dealer',

  // Hokm (hokm-table.ts).
  us: (a: number, b: number) => `Us (seats ${a} & ${b})`,
  them: (a: number, b: number) => `Them (seats ${a} & ${b})`,
  usBadge: 'Us',
  themBadge: 'Them',
  hakem: 'Hakem',
  tricks: (n: number) => `Tricks: ${n}`,
  discardCount: (n: number) => `Discards: ${n}`,
  lastTrick: (seat: string) => `Last trick: ${seat}`,
  trickNo: (n: number) => `Trick ${n}`,
  handTo: (hand: number, target: number) => `Hand ${hand} · to ${target} points`,
  trump: 'Trump: ',
  side: 'Side',
  tricksCol: 'Tricks',
  pointsCol: 'Points',
  seatCol: 'Seat',
  stock: (n: number) => `Stock: ${n}`,
  namingTrumps: (seat: string) => `${seat} is naming trumps…`,
  nameTrumps: 'You are the hakem: name trumps ',
  stockTop: 'The stock’s top card: ',
  keep: 'Keep it',
  takeNext: 'Take the next',
  discardPrompt: 'Discard a card face down: click it',
  playPrompt: 'Your turn: play a card',
  toPlay: (seat: string) => `${seat} to play…`,
  yourDiscards: 'Your discards: ',
  noResult: 'No result',
  kinds: { kot: 'Kot! (7 tricks to none)', tie: 'a tie between the leaders', tricks: 'tricks' },
  handWon: (hand: number, who: string, many: boolean) => `Hand ${hand}: ${who} win${many ? '' : 's'}`,
  byKind: (kind: string, points: number) => `By ${kind}: +${plural(points, 'point', 'points')}.`,
  lastTrickTo: (seat: string) => `Last trick, to ${seat}: `,
  score: (score: readonly number[], target: number) => `Score: ${score.join(' – ')} (to ${target})`,
  matchOver: (who: string) => `Match over: ${who} win the match.`,

  // Hoc Mazarin (hoc-table.ts).
  prizes: { point: 'point', sequence: 'sequence', tricon: 'tricon' },
  pointCards: (length: number, value: number | null) => `${length} cards${value === null ? '' : ` worth ${value}`}`,
  sequenceTo: (length: number, rank: string) => `${['', '', '', 'tierce', 'quart', 'quint'][length] ?? length} to ${rank}`,
  triconOf: (length: number, rank: string) => `${length === 4 ? 'four' : 'three'} ${rank}s`,
  first: 'First',
  statuses: { in: 'in', passed: 'passed', out: 'out' },
  carteBlanche: 'Carte blanche',
  chips: (n: number) => `Chips: ${n}`,
  bets: (list: string) => `Bets: ${list}`,
  announced: (list: string) => `Announced ${list}`,
  without: (ranks: string) => `Without: ${ranks}`,
  wonBy: (seat: number) => `won by seat ${seat}`,
  newRun: 'A new run: any card',
  runNeeds: (rank: string) => `The run needs a ${rank}`,
  runsClosed: (n: number) => ` · ${plural(n, 'run', 'runs')} closed`,
  bidding: (prize: string, high: number) => `Bidding for the ${prize}: highest bet ${high}`,
  raisedBy: (seat: number) => ` (raised by seat ${seat})`,
  stages: { open: 'open', raised: 'raised', declare: 'declaring' },
  mayShow: (seat: number, prize: string) => `Seat ${seat} may show more ${prize}s`,
  blancheQ: 'Carte blanche?',
  dealOf: (deal: number, deals: number) => `Deal ${deal} of ${deals}`,
  actions: {
    pass: 'Pass',
    declare: 'Declare',
    call: 'Call',
    good: 'Good',
    done: 'Show nothing more',
    without: 'Without',
    raise: 'Raise',
    blancheYes: 'Declare carte blanche',
    blancheNo: 'No carte blanche',
  },
  showNamed: (prize: string, card: string) => `Show the ${prize} named by the ${card}`,
  combination: 'combination',
  toAct: (seat: string) => `${seat} to act…`,
  layPrompt: 'Your turn: lay a card, or say without ',
  yourTurnColon: 'Your turn: ',
  raiseBy: 'raise by',
  shownCard: (card: string) => `${card}, shown`,
  wentOut: (deal: number, seat: string) => `Deal ${deal}: ${seat} went out`,
  dealOver: 'Deal over',
  cardsLeft: (list: readonly number[]) => `Cards left: ${list.map((c, s) => `seat ${s}: ${c}`).join(', ')}`,
  ledger: { seat: 'Seat', before: 'Before', deal: 'This deal', stakes: 'Next stakes', now: 'Now' },
  poolsLine: (pools: string, bets: number) => `Pools: ${pools}; bets ${bets}.`,
  totalLine: (total: number, n: number, chips: number) => `Chips in play: ${total} (${n} × ${chips} = ${n * chips}).`,
  gameWon: (who: readonly string[]) => `Game over: ${who.join(' and ')} win.`,
};

/** The shape of every locale's texts. */
export type WebTexts = typeof EN;
