/**
 * The CLI's own lines in German: Hokm with Trumpf, Stich, Runde, Partie
 * (Hakem and Kot as players say them); Hoc Mazarin's French terms as names
 * (Point, Sequenz, Tricon, Hoc, Carte blanche), the rest German (Topf,
 * Einsatz, „ohne“).
 */
import type { CliTexts } from './en.js';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const seatList = (list: readonly number[]) => (list.length === 1 ? `Platz ${list[0]}` : `Plätze ${list.slice(0, -1).join(', ')} und ${list[list.length - 1]}`);

/** The German lines of the CLI. */
export const CLI_DE: CliTexts = {
  num: (n) => String(n),
  titles: { 'Usage:': 'Aufruf:', 'Options:': 'Optionen:', 'Commands:': 'Befehle:', 'Arguments:': 'Argumente:', 'Global Options:': 'Allgemeine Optionen:' },
  examples: 'Beispiele:',
  choices: 'Auswahl:',
  default: 'Standard:',
  addHelp: '(--help zeigt die Hilfe)',
  helpCommand: 'Hilfe zu einem Befehl',
  error: 'Fehler',
  games: { hokm: 'Hokm', hoc: 'Hoc Mazarin' },

  you: (seat) => `Sie auf Platz ${seat}`,
  randomPlayers: 'Zufallsspieler',
  bots: 'Bots',
  hokmHeader: (players, target, who, seed) => ` · ${players} Spieler · bis ${target} Punkte · ${who} · Startwert „${seed}“`,
  hocHeader: (players, chips, deals, firstOnly, who, seed) =>
    ` · ${players} Spieler · je ${chips} Chips · ${firstOnly ? `die erste von ${deals} Runden` : `${deals} Runden`} · ${who} · Startwert „${seed}“`,
  demoNext: (hoc, human, help) => `Weiter: ${hoc} spielt ein ganzes Spiel · ${human} setzt Sie an den Tisch · ${help} zeigt den Rest`,
  replayHeader: (players, from, label, actions) => ` · ${players} Spieler · ${from} · ${label} · ${plural(actions, 'Aktion', 'Aktionen')}`,
  fromHost: 'Karten vom Host',
  seedIs: (seed) => `Startwert ${seed}`,
  replayLabel: 'Wiedergabe',
  replayOf: (path) => `Wiedergabe von ${path}`,
  recordEnds: (seat) => `Die Aufzeichnung endet vor dem Spiel: ${seat === null ? 'der Host muss geben' : `Platz ${seat} ist am Zug`}.`,

  yourMove: (seat) => `Platz ${seat}, Ihr Zug:`,
  noSuchMove: (answer, n) => `es gibt keinen Zug ${answer}: geben Sie eine Zahl von 1 bis ${n} ein.`,
  notAMove: (answer, n) => `„${answer}“ ist kein Zug: geben Sie 1–${n}, eine Karte wie QS oder 10♦ oder die Worte eines Zuges ein.`,
  inputEnded: 'die Eingabe endete vor dem Spiel',
  actionWords: {
    play: 'spielen',
    trump: 'Trumpf',
    discard: 'ablegen',
    draw: 'ziehen',
    keep: 'behalten',
    pass: 'passen',
    raise: 'erhöhen',
    lay: 'legen',
    without: 'ohne',
    declare: 'melden',
    call: 'halten',
    good: 'gut',
    show: 'zeigen',
    done: 'fertig',
    carteBlanche: 'Carte blanche',
    noCarteBlanche: 'keine Carte blanche',
  },
  none: '—',
  hokmScreen: (hand, hakem, trumps, tricks, points) => `Runde ${hand} · Hakem Platz ${hakem} · Trumpf ${trumps ?? 'noch nicht bestimmt'} · Stiche ${tricks} · Punkte ${points}`,
  trick: (cards, leader) => `Stich: ${cards === null ? `Platz ${leader} spielt aus` : `${cards} (ausgespielt von Platz ${leader})`}`,
  stockTop: (card) => `Oberste Karte des Stapels: ${card}`,
  yourHand: (cards) => `Ihre Hand: ${cards}`,
  hocScreen: (deal, deals, phase, prize, high, pools) => `Runde ${deal} von ${deals} · ${phase}${prize ? ` (${prize}, höchster Einsatz ${high})` : ''} · Töpfe ${pools}`,
  hocChips: (balances, left) => `Chips: ${balances.map((b, i) => `Platz ${i} ${b}`).join(', ')} · Restkarten ${left}`,
  hocRun: (run, needed) => `Folge: ${run} · gebraucht: ${needed ?? 'eine neue Folge'}`,
  hocHand: (cards, bets) => `Ihre Hand: ${cards} · Ihre Einsätze ${bets}`,
  phases: { bid: 'Bieten', show: 'Zeigen', blanche: 'Carte blanche', play: 'Spiel', over: 'Ende', shuffle: 'Mischen' },

  hokmResult: (winners, score, hands) => `${seatList(winners)} ${winners.length > 1 ? 'gewinnen' : 'gewinnt'} die Partie ${score} nach ${plural(hands, 'Runde', 'Runden')}.`,
  hocResult: (winners, top, others) =>
    `${seatList(winners)} ${winners.length > 1 ? 'teilen sich den Sieg' : 'gewinnt'} mit ${top} Chips${others.length ? ` (${others.map(([s, b]) => `Platz ${s} ${b}`).join(', ')})` : ''}.`,

  handCol: (hand) => `  Runde ${hand}`,
  hakemCol: (seat) => `Hakem ${seat}`,
  trumpsCol: (suit) => `Trumpf ${suit}`,
  tricksCol: (tricks) => `Stiche ${tricks}`,
  sideCol: (seats, points) => `${seats.length > 1 ? `Plätze ${seats.join('+')}` : `Platz ${seats[0]}`} +${points}`,
  kot: ' Kot!',
  tie: ' (Gleichstand)',
  scoreCol: (score) => `Stand ${score}`,

  prizes: { point: 'Point', sequence: 'Sequenz', tricon: 'Tricon' },
  pointCards: (length, value) => `${length} Karten${value === null ? '' : ` im Wert von ${value}`}`,
  sequenceTo: (length, rank) => `${['', '', '', 'Terz', 'Quart', 'Quint'][length] ?? length} bis ${rank}`,
  triconOf: (length, rank) => `${length === 4 ? 'vier' : 'drei'} × ${rank}`,
  chipsHead: '  Chips',
  reasons: { stake: 'Grundeinsatz', bet: 'Einsatz', pool: 'Topf', bonus: 'Prämie', 'carte blanche': 'Carte blanche', hoc: 'Hoc', 'cards left': 'Restkarten', penalty: 'Strafe' },
  net: 'netto',
  now: 'jetzt',
  seatRow: (seat) => `  Platz ${seat}`,
  dealHead: (deal) => `  Runde ${deal}`,
  dealWho: (dealer, first) => ` · Platz ${dealer} gibt · Platz ${first} hat Vorhand`,
  blancheCol: '  Blanche',
  showsBlanche: (seat) => `Platz ${seat} zeigt Carte blanche`,
  shows: (cards, bonus) => ` · zeigt ${cards}${bonus ? ` (Prämie ${bonus})` : ''}`,
  nobody: 'niemand; der Topf bleibt',
  seat: (seat) => `Platz ${seat}`,
  withSaid: (said) => ` mit ${said}`,
  uncontested: ' (unbestritten)',
  playCol: '  Spiel',
  goesOut: (hocs, left) => ` geht zuerst aus · Hocs: ${hocs} · Restkarten ${left}`,
  hocCalls: (seat, n) => `Platz ${seat} ×${n}`,
  noHocs: 'keine',
};
