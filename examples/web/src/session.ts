/**
 * One game at the table: the state, the person's seat, the bots' turns,
 * the log, the summaries and replays. The person's clicks and the bots'
 * choices go through the same path: `validate` first (with the acting
 * seat, as a server would), then `step`, whose events feed the log and the
 * animations.
 */
import type { Decision, TableGame } from './game.js';
import { h } from './dom.js';
import { enter, remember, restore } from './focus.js';
import { reason } from './reason.js';
import { texts } from './texts/index.js';

/** What the page shows around the table. */
export interface Screen {
  table: HTMLElement;
  log: HTMLElement;
  status: HTMLElement;
  error: HTMLElement;
  /** The summary, a modal `<dialog>`. */
  summary: HTMLDialogElement;
  /** The hint's line (a live region): what the Hint button found. */
  hint: HTMLElement;
}

/** Milliseconds between bot moves. */
export type Pace = number;

export class Session<S, A, V, E> {
  private state: S;
  /** Every action applied so far, in order: a replay feeds them back. */
  readonly record: A[] = [];
  private script: A[];
  private current: E[] = [];
  /** Every event so far, for redrawing the log in another language. */
  private readonly logged: E[] = [];
  private before: number[];
  /** The person's decisions in the hand or deal being played, for its review. */
  private mine: Decision<S, A>[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private waiting = false;
  private stopped = false;

  constructor(
    private readonly game: TableGame<S, A, V, E>,
    private readonly players: number,
    private readonly seat: number,
    readonly seed: string,
    private readonly screen: Screen,
    private pace: Pace,
    script: readonly A[] = [],
  ) {
    this.state = game.setup(players, seed);
    this.script = [...script];
    this.before = game.start(game.view(this.state, seat));
    screen.log.replaceChildren();
    // A summary of the previous game is closed without resuming it (its close event comes later, to no handler).
    if (screen.summary.open) screen.summary.close();
    screen.summary.onclose = null;
    const opening = game.opening(this.state);
    this.current.push(...opening);
    this.logEvents(opening);
    this.render(opening);
    this.schedule();
  }

  /** Stops the bots (a new game replaces this one). */
  stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
  }

  setPace(pace: Pace): void {
    this.pace = pace;
  }

  get replaying(): boolean {
    return this.script.length > 0;
  }

  /** The person tries an action: the engine says whether it is legal, and why not. */
  private readonly act = (action: A): void => {
    if (this.stopped || this.waiting) return;
    if (this.replaying) return this.showError('REPLAYING', texts().waitReplay);
    const check = this.game.validate(this.state, action, this.seat);
    if (!check.ok) return this.showError(check.code, reason(check.code, check.message));
    this.apply(action);
  };

  /**
   * The Hint button: the game's hint for the person's view, shown (the move
   * highlighted, a sentence in the hint line) and not played. Nothing to
   * hint at (not the person's turn in the play, a replay) says so.
   */
  hint(): void {
    const t = texts();
    const v = this.game.view(this.state, this.seat);
    const found = this.stopped || this.waiting || this.replaying ? null : this.game.hint(v);
    for (const el of this.screen.table.querySelectorAll('.hinted')) {
      el.classList.remove('hinted');
      el.removeAttribute('aria-describedby');
    }
    if (found === null) {
      this.screen.hint.textContent = t.hintWait;
      return;
    }
    this.screen.hint.textContent = found.text;
    const el = this.screen.table.querySelector(found.target);
    if (el) {
      el.classList.add('hinted');
      // A screen reader on the card hears the hint too.
      el.setAttribute('aria-describedby', this.screen.hint.id);
    }
  }

  private apply(action: A): void {
    if (this.game.toAct(this.state) === this.seat) this.mine.push({ state: this.state, action });
    const { state, events } = this.game.step(this.state, action);
    this.state = state;
    this.record.push(action);
    this.screen.error.hidden = true;
    this.logEvents(events);
    this.render(events);
    const end = events.findIndex((e) => this.game.ends(e));
    if (end < 0) {
      this.current.push(...events);
      this.schedule();
      return;
    }
    let cut = events.findIndex((e, i) => i > end && this.game.starts(e));
    if (cut < 0) cut = events.length;
    const done = [...this.current, ...events.slice(0, cut)];
    const next = events.slice(cut);
    this.current = [...next];
    const { el, after } = this.game.summary(done, next, this.game.view(this.state, this.seat), this.before);
    this.before = after;
    // The review's solving waits until the dialog is drawn: it may take a moment.
    const mine = this.mine;
    this.mine = [];
    const review = h('section', { class: 'review', 'aria-busy': 'true' }, h('p', {}, texts().reviewing));
    el.append(review);
    this.showSummary(el);
    setTimeout(() => {
      if (this.stopped) return;
      review.replaceWith(this.game.review(mine));
    }, 30);
  }

  /**
   * Opens the summary as a modal dialog: the page behind is inert, the
   * dialog is named by its heading, and focus goes to its button. Continue,
   * Close or Escape all close it; the browser then gives focus back to
   * where it was (the table).
   */
  private showSummary(body: HTMLElement): void {
    this.waiting = true;
    const dialog = this.screen.summary;
    const over = this.game.isOver(this.state);
    const button = h('button', { type: 'button', class: 'action continue', 'data-action': 'continue', onclick: () => dialog.close() }, over ? texts().close : texts().continue);
    // Named by its heading, or plainly "Summary" if a game drew none.
    const title = body.querySelector('h2');
    if (title) {
      title.id = 'summary-title';
      dialog.setAttribute('aria-labelledby', title.id);
      dialog.removeAttribute('aria-label');
    } else {
      dialog.removeAttribute('aria-labelledby');
      dialog.setAttribute('aria-label', texts().summary);
    }
    dialog.replaceChildren(body, button);
    dialog.onclose = () => {
      dialog.onclose = null;
      this.waiting = false;
      this.schedule();
    };
    dialog.showModal();
    button.focus();
  }

  /** Puts keyboard focus on the table (the skip link): the first card or control the person may use. */
  focusTable(): void {
    enter(this.screen.table);
  }

  private showError(code: string, message: string): void {
    this.screen.error.replaceChildren(h('strong', { class: 'code' }, code), ' ', h('span', { class: 'message' }, message));
    this.screen.error.dataset.code = code;
    this.screen.error.hidden = false;
  }

  /**
   * Redraws everything in the page's current language (after a switch):
   * the table, the status line and the whole log. A summary that is open
   * keeps its language until it closes.
   */
  relabel(): void {
    this.screen.log.replaceChildren();
    this.logEvents(this.logged.splice(0));
    this.render([]);
  }

  private logEvents(events: readonly E[]): void {
    const log = this.screen.log;
    this.logged.push(...events);
    for (const e of events) log.append(h('li', { 'data-type': (e as { type: string }).type }, this.game.describe(e)));
    log.scrollTop = log.scrollHeight;
  }

  private render(events: readonly E[]): void {
    const v = this.game.view(this.state, this.seat);
    const table = this.game.draw(v, this.act, (a) => this.game.validate(this.state, a, this.seat));
    const mark = remember(this.screen.table);
    this.screen.table.replaceChildren(table);
    if (mark) restore(this.screen.table, mark);
    this.game.animate(events, table);
    // A hint is for the position it was asked in.
    this.screen.hint.textContent = '';
    const who = this.game.toAct(this.state);
    const t = texts();
    this.screen.status.textContent = this.game.isOver(this.state)
      ? t.gameOver
      : this.replaying
        ? t.replaying(this.seed, this.script.length)
        : who === this.seat
          ? t.yourTurn
          : t.thinking(t.seatBot(who ?? 0));
    this.screen.status.dataset.turn = who === this.seat && !this.replaying ? 'you' : 'other';
  }

  /** Plays the bots' turns (and replayed moves), one per tick, until the person is to act. */
  private schedule(): void {
    if (this.stopped || this.waiting || this.game.isOver(this.state)) return;
    const who = this.game.toAct(this.state);
    if (who === null) return;
    if (!this.replaying && who === this.seat) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        if (this.stopped || this.waiting) return;
        const action = this.script.length > 0 ? this.script.shift()! : this.game.bot(this.game.view(this.state, who));
        this.apply(action);
      },
      this.replaying ? Math.min(this.pace, 60) : this.pace,
    );
  }
}
