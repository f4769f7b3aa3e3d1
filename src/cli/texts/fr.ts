/**
 * The CLI's own lines in French: Hokm with atout, pli, donne, partie (hakem
 * and kot as players say them); Hoc Mazarin in its own vocabulary (le
 * point, la séquence, le tricon, hoc, carte blanche, la poule, « sans »).
 */
import type { CliTexts } from './en.js';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const seatList = (list: readonly number[]) => (list.length === 1 ? `la place ${list[0]}` : `les places ${list.slice(0, -1).join(', ')} et ${list[list.length - 1]}`);
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The French lines of the CLI. */
export const CLI_FR: CliTexts = {
  num: (n) => String(n),
  titles: { 'Usage:': 'Utilisation :', 'Options:': 'Options :', 'Commands:': 'Commandes :', 'Arguments:': 'Arguments :', 'Global Options:': 'Options générales :' },
  examples: 'Exemples :',
  choices: 'choix :',
  default: 'par défaut :',
  addHelp: '(ajoutez --help pour l’aide)',
  helpCommand: "afficher l'aide d'une commande",
  error: 'erreur',
  games: { hokm: 'Hokm', hoc: 'Hoc Mazarin' },

  you: (seat) => `vous à la place ${seat}`,
  randomPlayers: 'joueurs au hasard',
  bots: 'robots',
  hokmHeader: (players, target, who, seed) => ` · ${players} joueurs · en ${target} points · ${who} · graine « ${seed} »`,
  hocHeader: (players, chips, deals, firstOnly, who, seed) =>
    ` · ${players} joueurs · ${chips} jetons chacun · ${firstOnly ? `la première de ${deals} donnes` : `${deals} donnes`} · ${who} · graine « ${seed} »`,
  demoNext: (hoc, human, help) => `Ensuite : ${hoc} joue une partie entière · ${human} vous fait asseoir · ${help} liste le reste`,
  replayHeader: (players, from, label, actions) => ` · ${players} joueurs · ${from} · ${label} · ${plural(actions, 'action', 'actions')}`,
  fromHost: "donnes de l'hôte",
  seedIs: (seed) => `graine ${seed}`,
  replayLabel: 'reprise',
  replayOf: (path) => `reprise de ${path}`,
  recordEnds: (seat) => `L'enregistrement s'arrête avant la fin de la partie : ${seat === null ? "c'est à l'hôte de donner" : `c'est à la place ${seat} de jouer`}.`,

  yourMove: (seat) => `Place ${seat}, à vous :`,
  noSuchMove: (answer, n) => `il n'y a pas de coup ${answer} : tapez un nombre de 1 à ${n}.`,
  notAMove: (answer, n) => `« ${answer} » n'est pas un coup : tapez 1–${n}, une carte comme QS ou 10♦, ou les mots d'un coup.`,
  inputEnded: "l'entrée s'est terminée avant la partie",
  actionWords: {
    play: 'jouer',
    trump: 'atout',
    discard: 'écarter',
    draw: 'tirer',
    keep: 'garder',
    pass: 'passer',
    raise: 'renvier',
    lay: 'poser',
    without: 'sans',
    declare: 'annoncer',
    call: 'tenir',
    good: 'bon',
    show: 'montrer',
    done: 'fini',
    carteBlanche: 'carte blanche',
    noCarteBlanche: 'pas de carte blanche',
  },
  none: '—',
  hokmScreen: (hand, hakem, trumps, tricks, points) => `Donne ${hand} · hakem place ${hakem} · atout ${trumps ?? 'pas encore nommé'} · plis ${tricks} · points ${points}`,
  trick: (cards, leader) => `Pli : ${cards === null ? `la place ${leader} entame` : `${cards} (entamé par la place ${leader})`}`,
  stockTop: (card) => `Carte du dessus du talon : ${card}`,
  yourHand: (cards) => `Votre main : ${cards}`,
  hocScreen: (deal, deals, phase, prize, high, pools) => `Donne ${deal} sur ${deals} · ${phase}${prize ? ` (${prize}, mise la plus haute ${high})` : ''} · poules ${pools}`,
  hocChips: (balances, left) => `Jetons : ${balances.map((b, i) => `place ${i} ${b}`).join(', ')} · cartes restantes ${left}`,
  hocRun: (run, needed) => `Suite : ${run} · demandée : ${needed ?? 'une nouvelle suite'}`,
  hocHand: (cards, bets) => `Votre main : ${cards} · vos mises ${bets}`,
  phases: { bid: 'enchères', show: 'montrer', blanche: 'carte blanche', play: 'jeu', over: 'fin', shuffle: 'mélange' },

  hokmResult: (winners, score, hands) => sentence(`${seatList(winners)} ${winners.length > 1 ? 'gagnent' : 'gagne'} la partie ${score} en ${plural(hands, 'donne', 'donnes')}.`),
  hocResult: (winners, top, others) =>
    sentence(
      `${seatList(winners)} ${winners.length > 1 ? 'partagent la victoire' : 'gagne'} avec ${top} jetons${others.length ? ` (${others.map(([s, b]) => `place ${s} ${b}`).join(', ')})` : ''}.`,
    ),

  handCol: (hand) => `  donne ${hand}`,
  hakemCol: (seat) => `hakem ${seat}`,
  trumpsCol: (suit) => `atout ${suit}`,
  tricksCol: (tricks) => `plis ${tricks}`,
  sideCol: (seats, points) => `${seats.length > 1 ? `places ${seats.join('+')}` : `place ${seats[0]}`} +${points}`,
  kot: ' kot !',
  tie: ' (égalité)',
  scoreCol: (score) => `score ${score}`,

  prizes: { point: 'point', sequence: 'séquence', tricon: 'tricon' },
  pointCards: (length, value) => `${length} cartes${value === null ? '' : ` valant ${value}`}`,
  sequenceTo: (length, rank) => `${['', '', '', 'tierce', 'quarte', 'quinte'][length] ?? length} au ${rank}`,
  triconOf: (length, rank) => `${length === 4 ? 'quatre' : 'trois'} ${rank}`,
  chipsHead: '  jetons',
  reasons: { stake: 'enjeu', bet: 'mise', pool: 'poule', bonus: 'prime', 'carte blanche': 'carte blanche', hoc: 'hoc', 'cards left': 'restes', penalty: 'pénalité' },
  net: 'net',
  now: 'total',
  seatRow: (seat) => `  place ${seat}`,
  dealHead: (deal) => `  Donne ${deal}`,
  dealWho: (dealer, first) => ` · la place ${dealer} donne · la place ${first} est premier en main`,
  blancheCol: '  blanche',
  showsBlanche: (seat) => `la place ${seat} montre carte blanche`,
  shows: (cards, bonus) => ` · montre ${cards}${bonus ? ` (prime ${bonus})` : ''}`,
  nobody: 'personne ; la poule reste',
  seat: (seat) => `place ${seat}`,
  withSaid: (said) => ` avec ${said}`,
  uncontested: ' (sans contestation)',
  playCol: '  jeu',
  goesOut: (hocs, left) => ` finit le premier · hocs : ${hocs} · cartes restantes ${left}`,
  hocCalls: (seat, n) => `place ${seat} ×${n}`,
  noHocs: 'aucun',
};
