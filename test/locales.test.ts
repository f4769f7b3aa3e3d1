/**
 * `describe(event, { locale })` for both games: every event kind seen in
 * seeded games (and every bid kind, chip movement and outcome kind) has a
 * filled, non-empty line in every locale; English is unchanged; bad locales
 * are coded errors.
 */
import { describe as group, expect, it } from 'vitest';
import * as hoc from '../src/hoc/index.js';
import * as hokm from '../src/hokm/index.js';
import { persianDigits } from '../src/core/locale.js';
import { Rng, seedRng } from '../src/rng/index.js';

const HOKM_KINDS = ['hakemChosen', 'dealt', 'trumpNamed', 'discarded', 'drew', 'played', 'trickWon', 'handWon', 'nextHand', 'matchOver'];
const HOC_KINDS = ['chips', 'draw', 'deal', 'bid', 'prize', 'show', 'showEnd', 'blanche', 'lay', 'without', 'hoc', 'falseWithout', 'dealEnd', 'gameEnd'];

/** A key per kind of line: the event type, refined where one type has several sentences. */
function hokmKey(e: hokm.HokmEvent): string {
  if (e.type === 'handWon') return `handWon:${e.result.kind}`;
  if (e.type === 'drew') return `drew:${e.keep}`;
  if (e.type === 'hakemChosen') return `hakemChosen:${e.partner === null}`;
  return e.type;
}
function hocKey(e: hoc.HocEvent): string {
  switch (e.type) {
    case 'bid':
      return `bid:${e.bid}:${e.bid === 'declare' ? e.prize : ''}`;
    case 'chips':
      return `chips:${typeof e.from === 'number' ? 'seat' : e.from.split(':')[0]}>${typeof e.to === 'number' ? 'seat' : String(e.to).split(':')[0]}`;
    case 'prize':
      return `prize:${e.how}`;
    case 'show':
      return `show:${e.prize === null}`;
    case 'draw':
      return `draw:${e.dealer === null}`;
    default:
      return e.type;
  }
}

/** One event of each key, from seeded games played by a seeded random player. */
function collect<S, A, E>(
  game: { setup(o: never): S; isOver(s: S): boolean; legalActions(s: S): A[]; step(s: S, a: A): { state: S; events: E[] }; openingEvents(s: S): E[] },
  options: object[],
  key: (e: E) => string,
): Map<string, E> {
  const out = new Map<string, E>();
  for (const o of options) {
    const rng = new Rng(seedRng(`locales/${JSON.stringify(o)}`));
    let s = game.setup(o as never);
    for (const e of game.openingEvents(s)) if (!out.has(key(e))) out.set(key(e), e);
    while (!game.isOver(s)) {
      const legal = game.legalActions(s);
      const r = game.step(s, legal[rng.int(legal.length)]!);
      for (const e of r.events) if (!out.has(key(e))) out.set(key(e), e);
      s = r.state;
    }
  }
  return out;
}

const seeds = (n: number, o: object) => Array.from({ length: n }, (_, i) => ({ ...o, seed: `loc-${i}` }));
const hokmEvents = collect(hokm, [...seeds(4, { players: 4 }), ...seeds(4, { players: 3 }), ...seeds(4, { players: 2 }), ...seeds(2, { players: 4, hakem: 1 })], hokmKey);
const hocEvents = collect(
  hoc,
  [...seeds(12, { players: 3, deals: 3 }), ...seeds(12, { players: 2, deals: 2, falseWithout: true }), ...seeds(12, { players: 3, deals: 3, falseWithout: true })],
  hocKey,
);

// Rare sentences random play did not reach with these seeds, written by hand (their kinds are covered above).
const hocExtras: hoc.HocEvent[] = [
  { type: 'prize', prize: 'tricon', winner: null, how: 'none' },
  { type: 'prize', prize: 'point', winner: 1, how: 'nothing' },
  { type: 'bid', seat: 1, prize: 'point', bid: 'value', amount: 0, announcement: { length: 6, value: 57, rank: null } },
  { type: 'draw', cards: ['5C', '5D', null], dealer: null },
  { type: 'deal', deal: 3, dealer: 1, first: 2, multipliers: [2, 1, 3] },
  { type: 'bid', seat: 0, prize: 'tricon', bid: 'declare', amount: 0, announcement: { length: 4, value: null, rank: 'A' } },
];
for (const e of hocExtras) hocEvents.set(`extra:${hocEvents.size}`, e);

/** The numbers an event carries at its top level (seats, counts, scores); a zero bid amount or bonus is not said. */
function numbersOf(x: object): number[] {
  return Object.entries(x).flatMap(([k, v]) => {
    if (typeof v === 'number') return (k === 'amount' || k === 'bonus') && v === 0 ? [] : [v];
    return Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number') : [];
  });
}

function checkLine(text: string, event: object, locale: hokm.Locale): void {
  expect(text.length, text).toBeGreaterThan(8);
  expect(text, text).not.toMatch(/undefined|NaN|\[object|null|\$\{|\{|\}/);
  expect(text.trim(), text).toBe(text);
  // The seat a line is about is in it (in the locale's digits).
  const seat = (event as { seat?: unknown }).seat;
  if (typeof seat === 'number') expect(text).toContain(locale === 'fa' ? persianDigits(String(seat)) : String(seat));
  if (locale === 'fa') expect(text, text).not.toMatch(/[0-9]/);
  else expect(text, text).not.toMatch(/[\u0600-\u06ff]/);
}

group('describe in every locale', () => {
  it('LOCALES lists the four locales, the same from both games', () => {
    expect(hokm.LOCALES).toEqual(['en', 'fa', 'fr', 'de']);
    expect(hoc.LOCALES).toBe(hokm.LOCALES);
  });

  it('the seeded games produce every Hokm and Hoc event kind', () => {
    expect(new Set([...hokmEvents.values()].map((e) => e.type))).toEqual(new Set(HOKM_KINDS));
    expect(new Set([...hocEvents.values()].map((e) => e.type))).toEqual(new Set(HOC_KINDS));
    // and the sentences inside a kind
    for (const k of ['handWon:tricks', 'handWon:kot', 'drew:true', 'drew:false', 'hakemChosen:true', 'hakemChosen:false']) expect(hokmEvents.has(k), k).toBe(true);
    for (const k of [
      'bid:raise:',
      'bid:call:',
      'bid:pass:',
      'bid:good:',
      'bid:declare:point',
      'bid:declare:sequence',
      'bid:declare:tricon',
      'chips:seat>seat',
      'chips:seat>pool',
      'chips:seat>bets',
      'chips:pool>seat',
      'chips:bets>seat',
      'prize:declared',
      'show:true',
      'show:false',
      'draw:false',
    ]) {
      expect(hocEvents.has(k), k).toBe(true);
    }
  });

  it.each(hokm.LOCALES)('every Hokm event has a filled line in %s', (locale) => {
    for (const e of hokmEvents.values()) checkLine(hokm.describe(e, { locale }), e, locale);
    const lines = [...hokmEvents.values()].map((e) => hokm.describe(e, { locale }));
    expect(new Set(lines).size).toBe(lines.length);
  });

  it.each(hoc.LOCALES)('every Hoc event has a filled line in %s', (locale) => {
    for (const e of hocEvents.values()) checkLine(hoc.describe(e, { locale }), e, locale);
    const lines = [...hocEvents.values()].map((e) => hoc.describe(e, { locale }));
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('the numbers of an event are in its line (placeholders filled), in every locale', () => {
    const all: [object, (l: hokm.Locale) => string][] = [
      ...[...hokmEvents.values()].map((e): [object, (l: hokm.Locale) => string] => [e, (locale) => hokm.describe(e, { locale })]),
      ...[...hocEvents.values()].map((e): [object, (l: hokm.Locale) => string] => [e, (locale) => hoc.describe(e, { locale })]),
    ];
    for (const [e, text] of all) {
      // deal numbers are shown 1-based in Hoc; multipliers of 1 are not shown
      if ('multipliers' in e || 'deal' in e) continue;
      for (const locale of hokm.LOCALES) {
        const line = text(locale);
        for (const n of numbersOf(e)) expect(line, `${line} lacks ${n}`).toContain(locale === 'fa' ? persianDigits(String(n)) : String(n));
      }
    }
  });

  it('English is the default and unchanged; a number (Array.map’s index) counts as no options', () => {
    for (const e of hokmEvents.values()) {
      expect(hokm.describe(e, { locale: 'en' })).toBe(hokm.engine.describe(e));
      expect(hokm.describe(e)).toBe(hokm.engine.describe(e));
      expect(hokm.describe(e, {})).toBe(hokm.engine.describe(e));
    }
    for (const e of hocEvents.values()) expect(hoc.describe(e, { locale: 'en' })).toBe(hoc.engine.describe(e));
    const events = [...hocEvents.values()];
    expect(events.map(hoc.describe)).toEqual(events.map((e) => hoc.engine.describe(e)));
  });

  it('the Persian lines use the players’ words and Persian digits', () => {
    const trump: hokm.HokmEvent = { type: 'trumpNamed', seat: 2, suit: 'H' };
    expect(hokm.describe(trump, { locale: 'fa' })).toBe('صندلی ۲ حکم می‌کند: دل.');
    expect(hokm.describe({ type: 'trumpNamed', seat: 0, suit: 'C' }, { locale: 'fa' })).toContain('خاج');
    expect(hokm.describe({ type: 'trumpNamed', seat: 0, suit: 'D' }, { locale: 'fr' })).toBe("La place 0 nomme l'atout : carreau.");
    expect(hokm.describe({ type: 'trumpNamed', seat: 0, suit: 'S' }, { locale: 'de' })).toBe('Platz 0 bestimmt Pik als Trumpf.');
    const kot = [...hokmEvents.values()].find((e) => e.type === 'handWon' && e.result.kind === 'kot')!;
    expect(hokm.describe(kot, { locale: 'fa' })).toContain('کُت');
    expect(hokm.describe(kot, { locale: 'fa' })).toContain('۷:۰');
  });

  it('the French Hoc lines keep the game’s own terms', () => {
    expect(hoc.describe({ type: 'without', seat: 1, rank: '8' }, { locale: 'fr' })).toBe('La place 1 : « sans 8 ».');
    expect(hoc.describe({ type: 'without', seat: 1, rank: 'K' }, { locale: 'fr' })).toBe('La place 1 : « sans roi ».');
    expect(hoc.describe({ type: 'blanche', seat: 0, declare: true }, { locale: 'fr' })).toBe('La place 0 annonce carte blanche.');
    const seq: hoc.HocEvent = { type: 'bid', seat: 1, prize: 'sequence', bid: 'declare', amount: 0, announcement: { length: 4, value: null, rank: 'K' } };
    expect(hoc.describe(seq, { locale: 'fr' })).toBe('La place 1 annonce quarte au roi pour la séquence.');
    expect(hoc.describe(seq, { locale: 'de' })).toBe('Platz 1 meldet Quart bis König für die Sequenz.');
    const tricon: hoc.HocEvent = { type: 'bid', seat: 2, prize: 'tricon', bid: 'declare', amount: 0, announcement: { length: 3, value: null, rank: 'Q' } };
    expect(hoc.describe(tricon, { locale: 'fr' })).toBe('La place 2 annonce trois dames pour le tricon.');
    expect(hoc.describe({ type: 'hoc', seat: 2, kind: 'principal', card: 'KH' }, { locale: 'fa' })).toBe('صندلی ۲ می‌گوید «هُک!» (اصلی، K♥).');
  });

  it('anything that is not an event gives the fixed line of the locale, never throws', () => {
    for (const locale of hokm.LOCALES) {
      for (const junk of [null, 7, 'played', [], { type: 'nonsense' }, { type: '__proto__' }]) {
        expect(hokm.describe(junk as never, { locale })).toBe(hokm.describe(null as never, { locale }));
        expect(hoc.describe(junk as never, { locale })).toBe(hoc.describe(null as never, { locale }));
      }
      // Damaged events of a known type: a line or the fixed line, never an exception.
      for (const junk of [{ type: 'played' }, { type: 'bid', bid: 'declare' }, { type: 'chips', from: null }, { type: 'draw', cards: 3 }, { type: 'handWon' }]) {
        expect(hokm.describe(junk as never, { locale }).length).toBeGreaterThan(0);
        expect(hoc.describe(junk as never, { locale }).length).toBeGreaterThan(0);
      }
      expect(hokm.describe(null as never, { locale })).not.toBe(hoc.describe(null as never, { locale }));
    }
  });

  it('an unknown locale or malformed options is BAD_OPTIONS', () => {
    for (const bad of [{ locale: 'es' }, { locale: 'EN' }, { locale: '__proto__' }, { locale: 1 }, 'fa', null, [], true]) {
      const e = hokmEvents.get('played')!;
      expect(() => hokm.describe(e, bad as never)).toThrow(expect.objectContaining({ code: 'BAD_OPTIONS' }));
      expect(() => hoc.describe(hocEvents.get('lay')!, bad as never)).toThrow(expect.objectContaining({ code: 'BAD_OPTIONS' }));
    }
    expect(() => hokm.describe(hokmEvents.get('played')!, { locale: 'es' } as never)).toThrow(hokm.OptionsError);
  });
});
