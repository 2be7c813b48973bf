// `<antarctica-replay>`: a record on the board, with the move list, the move in words, comments,
// variations, buttons, autoplay, keys (only while the viewer has the focus, so a page can hold
// several), the wheel, press-and-hold, links to a move and spoken moves. The replay itself is the
// headless ReplayController; this element only shows it and moves it.
import type { GameRecord } from '@antarctica-game/notation';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { analysisPanel } from './analysis-panel.js';
import { analysisStyles } from './analysis-styles.js';
import { evalGraph } from './eval-graph.js';
import { holdSteps } from './hold-repeat.js';
import { type LinkNote, linkNote, linkNoteView } from './link-note.js';
import { fetchRecord } from './load-record.js';
import { CurrentMoveMark, moveList } from './move-list.js';
import { readPlyLink, writePlyLink } from './ply-link.js';
import { ReplayController, type ReplayPosition } from './replay-controller.js';
import { controlsView, keyAction } from './replay-controls.js';
import {
  announcement,
  eventName,
  nowPanel,
  recordErrors,
  recordTitle,
  variationButtons,
} from './replay-panels.js';
import { replayStyles } from './replay-styles.js';
import { WheelTravel, wheelDelta } from './wheel-travel.js';

/** The detail of an `antarctica-ply` event: where the viewer now stands. */
export type AntarcticaPlyDetail = ReplayPosition;

/**
 * Replays a game record on `<antarctica-board>`: give it a URL (`src`), the text (`text`, or a
 * child `<script type="text/agn">`), or a parsed `record`. Keys work while the viewer has the
 * focus: ← → a move, Home End the start and the end, ↓ into the first variation of the move,
 * ↑ out of a variation, Space plays and pauses, N and P the next and previous mistake (of the
 * player `mistakes-of` names, or anyone's). An analysed record (`[%eval]`) shows its evaluation
 * graph under the board, its verdicts in the move list, and what the move shown gave up. The move list is one tab stop, the move shown;
 * the same keys move in it. A link `#ply=N` (`#<id>-ply=N` for a viewer with an `id`; `ply=L:N`
 * for ply N of variation L) opens it at that move, and stops autoplay.
 *
 * @tagname antarctica-replay
 * @fires antarctica-ply - `CustomEvent<{ line, ply }>` (bubbles, composed) after each change of
 * the move shown.
 * @cssprop --antarctica-bg - Background (shared with the board).
 * @cssprop --antarctica-fg - Text.
 * @cssprop --antarctica-muted - Secondary text.
 * @cssprop --antarctica-line - Borders.
 * @cssprop --antarctica-focus - The keyboard focus ring.
 * @cssprop --antarctica-card - Buttons and the move panel.
 * @cssprop --antarctica-current - The current move in the list.
 * @cssprop --antarctica-error - Errors and the moves not replayed.
 * @cssprop --antarctica-inaccuracy - The mark ?! of an inaccuracy (also -mistake, -blunder).
 * @csspart board - The `<antarctica-board>`.
 * @csspart now - The move shown, in words, with its turn.
 * @csspart comments - The comments written after the move.
 * @csspart controls - The buttons and the speed.
 * @csspart variations - The variations of the move, and the way out of one.
 * @csspart moves - The move list.
 * @csspart error - Where replay stopped, and why.
 * @csspart note - What a link to a move named that the viewer could not show as named.
 * @csspart graph - The evaluation graph of an analysed record, with its legend and table.
 * @csspart analysis - What the move shown gave up, and the mistake buttons.
 * @csspart played - "played s1 (−2.7 VP, …), best s8": the move shown against the best found.
 */
export class AntarcticaReplay extends LitElement {
  /** The viewer's look (see `replay-styles.ts`). */
  static override styles = [replayStyles, analysisStyles];

  static override properties = {
    src: { reflect: true },
    text: { attribute: false },
    record: { attribute: false },
    initialPly: { attribute: 'initial-ply' },
    autoplay: { type: Boolean, reflect: true },
    interval: { type: Number, reflect: true },
    theme: { reflect: true },
    headingLevel: { type: Number, attribute: 'heading-level' },
    mistakesOf: { type: Number, attribute: 'mistakes-of' },
    controller: { state: true, attribute: false },
    playing: { state: true, attribute: false },
    status: { state: true, attribute: false },
    revision: { state: true, attribute: false },
  };

  /** The URL of an `.agn` record to load. */
  declare src: string | undefined;
  /** The text of a record (takes precedence over `src` and a child script). */
  declare text: string | undefined;
  /** A parsed record (takes precedence over everything else). */
  declare record: GameRecord | undefined;
  /** The ply to open at when no link names one: a number, or `last`. */
  declare initialPly: string | undefined;
  /** Starts playing the moves once loaded. */
  declare autoplay: boolean;
  /** Milliseconds per move when playing (1000 by default). */
  declare interval: number;
  /** `light`, `dark`, or unset to follow the system setting (passed on to the board). */
  declare theme: 'light' | 'dark' | undefined;
  /**
   * The level (2 to 6) of the board's player headings, passed on to the board: the host page
   * sets it to fit its own headings (3 by default).
   */
  declare headingLevel: number | undefined;
  /** The seat (0 is A) whose mistakes N, P and the mistake buttons go to; unset: anyone's. */
  declare mistakesOf: number | undefined;
  /** The replay shown; undefined until a record is loaded. */
  declare controller: ReplayController | undefined;
  /** Whether the moves are playing. */
  declare playing: boolean;
  /**
   * The message read out to screen readers (loading, load errors, a copied link); empty when none.
   */
  declare protected status: string;
  /** Counts the replay's changes so that a render follows each one (Lit state, not for hosts). */
  declare protected revision: number;

  #unsubscribe: (() => void) | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #loads = 0;
  readonly #wheel = new WheelTravel();
  #announcement = '';
  readonly #currentMove = new CurrentMoveMark();
  #holds: Array<() => void> = [];
  /** What the last link named that the viewer could not show, while the viewer stands there. */
  #linkNote: LinkNote | undefined;
  /** Whether the region's name is the element's own (then it names the record's event). */
  #ownLabel = false;
  // A link followed is a move by hand: it stops autoplay.
  readonly #onHash = () => {
    if (this.#openLink(true)) this.pause();
  };

  constructor() {
    super();
    this.src = undefined;
    this.text = undefined;
    this.record = undefined;
    this.initialPly = undefined;
    this.autoplay = false;
    this.interval = 1000;
    this.theme = undefined;
    this.headingLevel = undefined;
    this.mistakesOf = undefined;
    this.controller = undefined;
    this.playing = false;
    this.status = '';
    this.revision = 0;
    this.addEventListener('keydown', (event) => this.#onKey(event));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    if (!this.hasAttribute('role')) this.setAttribute('role', 'region');
    if (!this.hasAttribute('aria-label') && !this.hasAttribute('aria-labelledby')) {
      this.#ownLabel = true;
      this.setAttribute('aria-label', 'Game replay');
    }
    window.addEventListener('hashchange', this.#onHash);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.#onHash);
    this.pause();
    for (const stop of this.#holds) stop();
    this.#holds = [];
  }

  /** The link to the move shown: this page's address with the viewer's `#ply=` entry. */
  get linkToMove(): string {
    const position = this.controller?.position ?? { line: 0, ply: 0 };
    const [page] = location.href.split('#');
    return `${page}#${writePlyLink(location.hash, position, this.id || undefined)}`;
  }

  /** Plays the moves from here (from the start when at the end), one every `interval` ms. */
  play(): void {
    const replay = this.controller;
    if (replay === undefined) return;
    if (replay.atEnd) replay.first();
    this.playing = true;
    this.#schedule();
  }

  /** Stops playing. */
  pause(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.playing = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('record') || changed.has('text') || changed.has('src') || !this.hasUpdated)
      this.#load();
    if (changed.has('interval') && this.playing) this.#schedule();
  }

  protected override updated(): void {
    this.#currentMove.update(
      this.renderRoot.querySelector('.moves'),
      this.controller?.position,
      this.shadowRoot?.activeElement ?? null,
    );
    if (this.#holds.length === 0)
      this.#holds = holdSteps(
        this.renderRoot,
        () => this.#step(() => this.controller?.previous()),
        () => this.#step(() => this.controller?.next()),
      );
  }

  protected override render() {
    const replay = this.controller;
    if (replay === undefined) return html`<p class="now" role="status">${this.status}</p>`;
    const state = replay.state;
    // The errors come first, across the whole width: below the board and the list, a phone would
    // show a record with an error as a sound one, the box two screens down.
    return html`<div class="viewer">
      ${recordErrors(replay)}
      <div class="stage" @wheel=${this.#onWheel}>
        ${state === undefined ? nothing : html`<antarctica-board part="board" .state=${state} theme=${this.theme ?? nothing} heading-level=${this.headingLevel ?? nothing}></antarctica-board>`}
        ${evalGraph(replay, (ply) => this.#step(() => replay.goTo(ply, 0)))}
      </div>
      <div class="side">
        ${recordTitle(replay)}
        ${linkNoteView(this.#linkNote, replay)}
        ${nowPanel(replay)}
        ${analysisPanel(replay, {
          mistakesOf: this.mistakesOf,
          step: (action) => this.#step(action),
          setMistakesOf: (seat) => {
            this.mistakesOf = seat;
          },
        })}
        ${controlsView(replay, {
          playing: this.playing,
          interval: this.interval,
          step: (action) => this.#step(action),
          toggle: () => (this.playing ? this.pause() : this.play()),
          setInterval: (ms) => {
            this.interval = ms;
          },
          copyLink: () => void this.#copyLink(),
        })}
        ${variationButtons(replay, (action) => this.#step(action))}
        <div @click=${this.#onListClick}>${guard([replay], () => moveList(replay.lines))}</div>
        <p class="visually-hidden" role="status">${this.status}</p>
      </div>
      <div class="visually-hidden" aria-live="polite" aria-atomic="true">${this.#announcement}</div>
    </div>`;
  }

  /** Reads the record from the first of `record`, `text`, a child script and `src`. */
  #load(): void {
    const load = ++this.#loads;
    const script = this.querySelector('script[type="text/agn"]');
    if (this.record !== undefined) this.#show(new ReplayController(this.record));
    else if (this.text !== undefined) this.#show(new ReplayController(this.text));
    else if (script !== null) this.#show(new ReplayController(script.textContent ?? ''));
    else if (!this.src) this.status = 'No record to show.';
    else {
      this.status = 'Loading the record…';
      fetchRecord(this.src).then(
        (text) => load === this.#loads && this.#show(new ReplayController(text)),
        (error: unknown) => {
          if (load !== this.#loads) return;
          this.status = `Could not load ${this.src}: ${error instanceof Error ? error.message : String(error)}`;
        },
      );
    }
  }

  #show(replay: ReplayController): void {
    this.pause();
    this.#unsubscribe?.();
    this.controller = replay;
    this.status = '';
    const event = eventName(replay);
    if (this.#ownLabel)
      this.setAttribute(
        'aria-label',
        event === undefined ? 'Game replay' : `Game replay: ${event}`,
      );
    this.#unsubscribe = replay.subscribe((position) => {
      this.#announcement = announcement(replay);
      this.revision++;
      this.dispatchEvent(
        new CustomEvent<AntarcticaPlyDetail>('antarctica-ply', {
          detail: position,
          bubbles: true,
          composed: true,
        }),
      );
    });
    if (!this.#openLink(false)) {
      if (this.initialPly === 'last') replay.last();
      else if (this.initialPly !== undefined) replay.goTo(Number(this.initialPly) || 0);
    }
    if (this.autoplay) this.play();
  }

  /**
   * Goes to the move the page's hash names for this viewer, and says so when it could not show it
   * as named (see link-note.ts); true if the hash names one.
   */
  #openLink(scroll: boolean): boolean {
    const asked = readPlyLink(location.hash, this.id || undefined);
    const replay = this.controller;
    if (asked === undefined || replay === undefined) return false;
    replay.goToPosition(asked);
    this.#linkNote = linkNote(asked, replay);
    this.requestUpdate();
    if (scroll) this.scrollIntoView({ block: 'nearest' });
    return true;
  }

  /** A move made by the person: stops autoplay. */
  #step(action: () => void): void {
    this.pause();
    action();
  }

  #schedule(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      const replay = this.controller;
      if (replay === undefined || !this.playing) return;
      replay.next();
      if (replay.atEnd) this.pause();
      else this.#schedule();
    }, this.interval);
  }

  #onKey(event: KeyboardEvent): void {
    const replay = this.controller;
    if (replay === undefined || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    // Keys used inside (the board's arrows from area to area) are theirs.
    if (event.defaultPrevented) return;
    const target = event.composedPath()[0] as HTMLElement | undefined;
    if (target?.closest?.('select, input, textarea')) return;
    const action = keyAction(replay, event.key, this.mistakesOf);
    if (action !== undefined) {
      event.preventDefault();
      this.#step(action);
    } else if (event.key === ' ' && target === this) {
      event.preventDefault();
      if (this.playing) this.pause();
      else this.play();
    }
  }

  /** A tap on a move of the list goes there, in its line (into a variation too). */
  readonly #onListClick = (event: Event) => {
    const button = (event.target as HTMLElement).closest?.('[data-ply]');
    const replay = this.controller;
    if (button === null || button === undefined || replay === undefined) return;
    const line = Number(button.getAttribute('data-line'));
    this.#step(() => replay.goTo(Number(button.getAttribute('data-ply')), line));
  };

  #onWheel(event: WheelEvent): void {
    const replay = this.controller;
    if (replay === undefined) return;
    const delta = wheelDelta(event, replay.atStart, replay.atEnd);
    if (delta === 0) return;
    event.preventDefault();
    const moves = this.#wheel.moves(delta);
    for (let count = 0; count < Math.abs(moves); count++)
      this.#step(() => (moves < 0 ? replay.previous() : replay.next()));
  }

  async #copyLink(): Promise<void> {
    const link = this.linkToMove;
    try {
      await navigator.clipboard.writeText(link);
      this.status = 'Link to this move copied.';
    } catch {
      this.status = `Link to this move: ${link}`;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'antarctica-replay': AntarcticaReplay;
  }
  interface HTMLElementEventMap {
    'antarctica-ply': CustomEvent<AntarcticaPlyDetail>;
  }
}
