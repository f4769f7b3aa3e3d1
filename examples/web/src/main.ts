/**
 * The page: a settings bar (language, game, players, seat, seed, speed), the
 * table, the log. Settings live in the address
 * (`?lang=fa&game=hoc&players=2&seed=abc`), so a link deals the same cards
 * again, in the same language; "Replay" plays the last game's moves back
 * from its seed. A language switch redraws the page, the game goes on.
 * Online (`?server=ws://…`, and `&table=ID` to join): a table on the
 * server of examples/server, through online.ts, loaded on demand.
 */
import './style.css';
import { h } from './dom.js';
import type { TableGame } from './game.js';
import { hocGame } from './hoc-table.js';
import { hokmGame } from './hokm-table.js';
import type { OnlineTable, Seating } from './online.js';
import { Session, type Screen } from './session.js';
import { locale, readLocale, setLocale, texts } from './texts/index.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of either game: `unknown` would not accept their type parameters (the methods take them as arguments)
type AnyGame = TableGame<any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same, for the session of either game
type AnySession = Session<any, any, any, any>;

const GAMES: Record<string, AnyGame> = { hokm: hokmGame, hoc: hocGame };
const PACES = { slow: 900, normal: 450, fast: 120, instant: 0 } as const;

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = {
  lang: $<HTMLSelectElement>('lang'),
  game: $<HTMLSelectElement>('game'),
  players: $<HTMLSelectElement>('players'),
  seat: $<HTMLSelectElement>('seat'),
  seed: $<HTMLInputElement>('seed'),
  pace: $<HTMLSelectElement>('pace'),
  deal: $<HTMLButtonElement>('deal'),
  replay: $<HTMLButtonElement>('replay'),
  server: $<HTMLInputElement>('server'),
  people: $<HTMLSelectElement>('people'),
  create: $<HTMLButtonElement>('create'),
  tableId: $<HTMLInputElement>('table-id'),
  join: $<HTMLButtonElement>('join'),
};
const onlineStatus = $('online-status');
const screen: Screen = {
  table: $('table'),
  log: $('log'),
  status: $('status'),
  error: $('error'),
  summary: $<HTMLDialogElement>('summary'),
  hint: $('hint-text'),
};

let session: AnySession | null = null;
/** The online table, when the person is at one (then `session` is null). */
let online: OnlineTable | null = null;
/** Where the person sits online, for the status line (written again after a language switch). */
let seatedAt: { id: string; seat: number } | null = null;

function fill(select: HTMLSelectElement, values: readonly (string | number)[], keep: string): void {
  select.replaceChildren(...values.map((v) => h('option', { value: v }, texts().num(v))));
  if (values.map(String).includes(keep)) select.value = keep;
}

/** Player and seat choices follow the game. */
function refreshChoices(): void {
  const game = GAMES[form.game.value]!;
  fill(form.players, game.players, form.players.value);
  fill(
    form.seat,
    Array.from({ length: Number(form.players.value) }, (_, i) => i),
    form.seat.value,
  );
  fill(
    form.people,
    Array.from({ length: Number(form.players.value) }, (_, i) => i + 1),
    form.people.value || '2',
  );
}

/** A fresh random seed, so every deal can be replayed by typing it back. */
function randomSeed(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return Array.from(words, (w) => w.toString(36)).join('-');
}

/** A text of the page by its `data-text` key (`paces.slow`: a key of a group). */
function textOf(key: string): string {
  let at: unknown = texts();
  for (const part of key.split('.')) at = at !== null && typeof at === 'object' && Object.hasOwn(at, part) ? (at as Record<string, unknown>)[part] : undefined;
  if (typeof at !== 'string') throw new Error(`no text "${key}"`);
  return at;
}

/** Writes the page's fixed texts (index.html's `data-text`, `data-title`, `data-placeholder`) in the current language. */
function writeTexts(): void {
  document.title = texts().title;
  for (const el of document.querySelectorAll<HTMLElement>('[data-text]')) el.textContent = textOf(el.dataset.text!);
  for (const el of document.querySelectorAll<HTMLElement>('[data-title]')) el.title = textOf(el.dataset.title!);
  for (const el of document.querySelectorAll<HTMLInputElement>('[data-placeholder]')) el.placeholder = textOf(el.dataset.placeholder!);
}

/** The address for the current settings (the language among them). */
function remember(seed: string): void {
  const params = new URLSearchParams({ lang: locale(), game: form.game.value, players: form.players.value, seat: form.seat.value, seed, pace: form.pace.value });
  history.replaceState(null, '', `?${params}`);
}

/** Switches the language: the fixed texts, the choices, the table, the status and the log, all redrawn; the game goes on. */
function switchLanguage(next: ReturnType<typeof readLocale>): void {
  setLocale(next, document.documentElement);
  form.lang.value = next;
  writeTexts();
  refreshChoices();
  session?.relabel();
  online?.relabel();
  if (session) remember(session.seed);
  else if (online) rememberOnline(online.tableId);
  if (online && seatedAt) writeSeated(seatedAt);
}

/** The address of an online table (the language, the server, the table). */
function onlineParams(table: string): URLSearchParams {
  return new URLSearchParams({ lang: locale(), server: form.server.value.trim(), table, game: form.game.value, players: form.players.value });
}

function rememberOnline(table: string): void {
  history.replaceState(null, '', `?${onlineParams(table)}&seat=${form.seat.value}`);
}

/** Leaves the online table, if any. */
function leaveOnline(): void {
  online?.stop();
  online = null;
  seatedAt = null;
  onlineStatus.replaceChildren();
}

/**
 * Goes online: creates a table (this game and player count, the person in
 * the chosen seat, "People" seats for people from there on, bots in the
 * rest) or joins the table of the id field (the chosen seat if `seat`,
 * else the lowest free one).
 */
async function goOnline(kind: 'create' | 'join', seat?: number): Promise<void> {
  const server = form.server.value.trim();
  if (!/^wss?:\/\/\S+$/.test(server)) return void onlineStatus.replaceChildren(texts().needServer);
  const table = form.tableId.value.trim();
  if (kind === 'join' && table === '') return void onlineStatus.replaceChildren(texts().needTable);
  session?.stop();
  session = null;
  leaveOnline();
  screen.error.hidden = true;
  onlineStatus.replaceChildren(texts().connecting);
  const seating: Seating =
    kind === 'create'
      ? { kind, server, game: GAMES[form.game.value]!.name, players: Number(form.players.value), seat: Number(form.seat.value), people: Number(form.people.value) }
      : { kind, server, table, seat };
  try {
    const { OnlineTable } = await import('./online.js');
    const games = new Map(Object.entries(GAMES));
    online = await OnlineTable.open(games, seating, screen, seated, () => {
      online = null;
    });
  } catch (e) {
    onlineStatus.replaceChildren((e as Error).message);
  }
}

/** The seat is taken: the settings show the table's game, players and seat, and the link for the others. */
function seated(t: { id: string; game: 'hokm' | 'hoc'; players: number; seat: number }): void {
  form.game.value = t.game;
  refreshChoices();
  form.players.value = String(t.players);
  refreshChoices();
  form.seat.value = String(t.seat);
  form.tableId.value = t.id;
  rememberOnline(t.id);
  writeSeated((seatedAt = { id: t.id, seat: t.seat }));
}

/** The online status line: the table, the seat, and the link for the others (in the page's language). */
function writeSeated(t: { id: string; seat: number }): void {
  const link = h('a', { id: 'invite', href: `${location.pathname}?${onlineParams(t.id)}` }, texts().invite);
  onlineStatus.replaceChildren(texts().onlineAt(t.id, t.seat), ' ', link);
}

function start(script: readonly unknown[] = []): void {
  session?.stop();
  leaveOnline();
  if (form.seed.value.trim() === '') form.seed.value = randomSeed();
  const seed = form.seed.value.trim();
  remember(seed);
  screen.error.hidden = true;
  session = new Session(GAMES[form.game.value]!, Number(form.players.value), Number(form.seat.value), seed, screen, PACES[form.pace.value as keyof typeof PACES], script);
}

// Settings from the address, then the first game.
const params = new URLSearchParams(location.search);
switchLanguage(readLocale(params.get('lang')));
form.game.value = params.get('game') === 'hoc' ? 'hoc' : 'hokm';
refreshChoices();
for (const key of ['players', 'seat', 'pace'] as const) {
  const value = params.get(key);
  if (value !== null) {
    form[key].value = value;
    if (key === 'players') refreshChoices();
  }
}
form.seed.value = params.get('seed') ?? '';
form.server.value = params.get('server') ?? '';
form.tableId.value = params.get('table') ?? '';

form.lang.addEventListener('change', () => switchLanguage(readLocale(form.lang.value)));
form.game.addEventListener('change', () => {
  refreshChoices();
  form.seed.value = '';
  start();
});
form.players.addEventListener('change', () => {
  refreshChoices();
  start();
});
form.seat.addEventListener('change', () => start());
form.pace.addEventListener('change', () => session?.setPace(PACES[form.pace.value as keyof typeof PACES]));
form.deal.addEventListener('click', () => start());
form.seed.addEventListener('keydown', (e) => {
  if (e.key === 'Enter') start();
});
// The skip link lands on the first card or button the person may press, not on the table's frame.
$('skip').addEventListener('click', (e) => {
  e.preventDefault();
  (session ?? online)?.focusTable();
});
$('hint').addEventListener('click', () => {
  if (session) session.hint();
  else screen.hint.textContent = texts().hintWait;
});
form.create.addEventListener('click', () => void goOnline('create'));
form.join.addEventListener('click', () => void goOnline('join', Number(form.seat.value)));
form.replay.addEventListener('click', () => {
  if (!session) return void onlineStatus.replaceChildren(texts().onlineNoReplay);
  form.seed.value = session.seed;
  start(session.record);
});

// A link to an online table joins it (in the address's seat, else the lowest free one); otherwise a game in the page starts.
if (form.server.value !== '' && form.tableId.value !== '') void goOnline('join', params.has('seat') ? Number(params.get('seat')) : undefined);
else start();
