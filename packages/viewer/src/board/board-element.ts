// `<antarctica-board>`: draws a game state or a player's view, and, given the legal moves, turns
// taps and keys on areas, piles, tracks and cards into cancelable `antarctica-move` events. It
// never changes the state itself: the host applies the move and sets the new state.
import type { Move } from '@antarctica-game/engine';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { type BoardState, isView, offerable, undrawable } from './board-state.js';
import { boardStyles } from './board-styles.js';
import { moveLabel } from './move-labels.js';
import { movesByTarget, type TargetKey } from './move-targets.js';
import { pilesView } from './piles-view.js';
import { playerPanel } from './player-panel.js';
import { ringView } from './ring-view.js';
import type { ViewContext } from './target-attributes.js';
import { tracksView } from './tracks-view.js';

/** The detail of an `antarctica-move` event: the engine move the player chose. */
export interface AntarcticaMoveDetail {
  /** The legal move the person chose, one of the board's `moves`. */
  move: Move;
}

/**
 * Draws an Antarctica game: the eight areas in their ring with the Sun, the Research Tracks, the
 * Building Card piles and each player's pieces and cards. Set `moves` to the legal moves to let a
 * person play by tapping (or by keyboard: Tab to a part, arrow keys to its neighbours, Enter or
 * Space to play).
 *
 * @tagname antarctica-board
 * @fires antarctica-move - `CustomEvent<{ move }>` (bubbles, composed, cancelable) when a person
 * chooses a legal move; the host applies it and sets the new `state`.
 * @cssprop --antarctica-bg - Background.
 * @cssprop --antarctica-fg - Text and outlines.
 * @cssprop --antarctica-muted - Secondary text.
 * @cssprop --antarctica-area - An open area's fill.
 * @cssprop --antarctica-area-closed - A closed area's fill (and used blue spaces).
 * @cssprop --antarctica-sea - The sea inside the ring.
 * @cssprop --antarctica-line - Borders.
 * @cssprop --antarctica-live - The outline of a part a tap plays a move on.
 * @cssprop --antarctica-focus - The keyboard focus ring.
 * @cssprop --antarctica-card - Cards and panels.
 * @cssprop --antarctica-building - Building tiles.
 * @cssprop --antarctica-red - The red player (a circle).
 * @cssprop --antarctica-blue - The blue player (a square).
 * @cssprop --antarctica-green - The green player (a triangle).
 * @cssprop --antarctica-yellow - The yellow player (a diamond).
 * @cssprop --antarctica-sym-red - Red symbol spaces of the tracks.
 * @cssprop --antarctica-sym-blue - Blue symbol spaces of the tracks.
 * @csspart ring - The SVG of the areas.
 * @csspart tracks - The SVG of the Research Tracks.
 * @csspart piles - The row of Building Card piles.
 * @csspart pile - One pile (also `live` when a tap builds from it).
 * @csspart players - The player panels.
 * @csspart player - One player's panel (also `player-turn` for the player taking the turn).
 * @csspart player-turn - The panel of the player taking the turn (beside `player`).
 * @csspart area - An area of the ring (also `live` when a tap plays a move there).
 * @csspart track - A Research Track (also `live` when a tap plays a move there).
 * @csspart count - A count in a panel (also `live`).
 * @csspart card - A card in a panel (also `back` when hidden, `live` when playable).
 * @csspart back - A hidden card, its back (beside `card`).
 * @csspart live - Any part a tap plays a move on: an area, a track, a pile, a count or a card.
 * @csspart actions - The buttons for moves played on no part of the board (end the turn, pass…).
 * @csspart chooser - The list that asks which move a tap meant.
 * @csspart problem - The message shown instead of the board when `state` cannot be drawn.
 */
export class AntarcticaBoard extends LitElement {
  /** The board's styles: themed through the custom properties and parts listed above. */
  static override styles = boardStyles;

  /** The reactive properties: `state`, `moves`, `seat` and `theme`. */
  static override properties = {
    state: { attribute: false },
    moves: { attribute: false },
    seat: { type: Number, reflect: true },
    theme: { reflect: true },
    headingLevel: { type: Number, attribute: 'heading-level' },
  };

  /** The game state or player view to draw; nothing is drawn while it is undefined. */
  declare state: BoardState | undefined;
  /** The legal moves; when set (and not empty), the board is interactive. */
  declare moves: readonly Move[] | undefined;
  /** The seat the board is seen from (named "you"); a `PlayerView`'s viewer by default. */
  declare seat: number | undefined;
  /** `light`, `dark`, or unset to follow the system setting. */
  declare theme: 'light' | 'dark' | undefined;
  /**
   * The level (2 to 6) of the player panels' headings, so that they follow the host page's own
   * headings (an `h1` then the panels' `h2`, say); 3 by default.
   */
  declare headingLevel: number | undefined;

  #byTarget = new Map<TargetKey, Move[]>();
  /** Why the state cannot be drawn, if it cannot. */
  #problem: string | null = null;
  /** The tap waiting for a choice between several moves, if any. */
  #choosing: { target: TargetKey; moves: Move[] } | undefined;
  /**
   * The part a move was played on while the focus was in the board: once the host has drawn the
   * state after it, the focus goes back there (or to the first part with a move) instead of
   * falling to the page, so that a keyboard user goes on from where they were.
   */
  #refocusAfterMove: TargetKey | undefined;

  #choose(choosing: { target: TargetKey; moves: Move[] } | undefined): void {
    this.#choosing = choosing;
    this.requestUpdate();
  }

  constructor() {
    super();
    this.state = undefined;
    this.moves = undefined;
    this.seat = undefined;
    this.theme = undefined;
    this.headingLevel = undefined;
  }

  // Listens in the shadow root, so that clicks and keys there are seen even when not composed.
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const root = super.createRenderRoot();
    root.addEventListener('click', (event) => this.#onClick(event));
    root.addEventListener('keydown', (event) => this.#onKey(event as KeyboardEvent));
    return root;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('state') || changed.has('moves')) {
      this.#problem = this.state === undefined ? null : undrawable(this.state);
      this.#byTarget = this.#problem ? new Map() : movesByTarget(offerable(this.moves), this.state);
      this.#choosing = undefined;
    }
  }

  protected override render() {
    const state = this.state;
    if (!state) return nothing;
    if (this.#problem)
      return html`<p class="problem" part="problem" role="alert">This is not a game state the board can draw: ${this.#problem}.</p>`;
    const you = this.seat ?? (isView(state) ? state.viewer : undefined);
    const context: ViewContext = {
      live: this.#byTarget,
      you,
      plays: (key) =>
        (this.#byTarget.get(key) ?? []).map((move) => moveLabel(move, state)).join('; '),
    };
    const mover = this.moves?.[0]?.seat;
    const actions = [...this.#byTarget].filter(([key]) => key.startsWith('action:'));
    return html`<div class="layout">
      ${actions.length ? this.#actions(actions, state) : nothing}
      ${ringView(state, context)}
      <div class="side">
        ${tracksView(state, context)}
        ${pilesView(state, context)}
        <div class="players" part="players">${state.players.map((_, seat) => playerPanel(state, seat, seat === mover, context, this.headingLevel))}</div>
      </div>
      ${this.#choosing ? this.#chooser(this.#choosing.moves, state) : nothing}
    </div>`;
  }

  /** Buttons for the moves played on no part of the board (above the rest, so a phone sees them); a type with many moves asks. */
  #actions(actions: Array<[TargetKey, Move[]]>, state: BoardState) {
    return html`<div class="actions" part="actions">${actions.flatMap(([key, moves]) =>
      moves.length <= 4
        ? moves.map(
            (move, index) =>
              html`<button data-target=${key} data-choice=${index}>${moveLabel(move, state)}</button>`,
          )
        : [html`<button data-target=${key}>${moveLabel(moves[0] as Move, state)}…</button>`],
    )}</div>`;
  }

  #chooser(moves: Move[], state: BoardState) {
    return html`<div class="chooser" part="chooser" role="dialog" aria-label="Choose a move">
      <p>Which move?</p>
      ${moves.map((move, index) => html`<button data-choose=${index}>${moveLabel(move, state)}</button>`)}
      <button data-choose="cancel">Cancel</button>
    </div>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (this.#choosing && !this.shadowRoot?.activeElement?.closest('.chooser'))
      (this.shadowRoot?.querySelector('.chooser button') as HTMLElement | null)?.focus();
    const target = this.#refocusAfterMove;
    if (target === undefined || !(changed.has('state') || changed.has('moves'))) return;
    this.#refocusAfterMove = undefined;
    // Kept where it was when the part it was on is still drawn.
    if (this.shadowRoot?.activeElement) return;
    const next = [target, ...this.#byTarget.keys()]
      .map((key) => this.shadowRoot?.querySelector(`[data-target="${key}"]`))
      .find(
        (element): element is HTMLElement =>
          element instanceof HTMLElement || element instanceof SVGElement,
      );
    next?.focus();
  }

  #onClick(event: Event): void {
    const element = event.target;
    if (!(element instanceof Element)) return;
    const chosen = element.closest('[data-choose]');
    if (chosen && this.#choosing) {
      const index = chosen.getAttribute('data-choose');
      const { target, moves } = this.#choosing;
      this.#choose(undefined);
      if (index === 'cancel') this.#refocus(target);
      else this.#play(moves[Number(index)] as Move, target);
      return;
    }
    const part = element.closest('[data-target]');
    if (!part) return;
    const target = part.getAttribute('data-target') as TargetKey;
    const moves = this.#byTarget.get(target);
    if (!moves?.length) return;
    const choice = part.getAttribute('data-choice');
    if (choice !== null) this.#play(moves[Number(choice)] as Move, target);
    else if (moves.length === 1) this.#play(moves[0] as Move, target);
    else this.#choose({ target, moves });
  }

  #onKey(event: KeyboardEvent): void {
    const element = event.target;
    if (!(element instanceof Element)) return;
    if (event.key === 'Escape' && this.#choosing) {
      const { target } = this.#choosing;
      this.#choose(undefined);
      this.#refocus(target);
      return;
    }
    // The chooser is a dialog: Tab and the arrow keys go round its buttons, not out of it.
    const inChooser = element.closest('.chooser');
    if (inChooser && ['Tab', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
      const buttons = [...inChooser.querySelectorAll('button')];
      const at = buttons.indexOf(element as HTMLButtonElement);
      const back = event.key === 'ArrowUp' || (event.key === 'Tab' && event.shiftKey);
      buttons[(at + (back ? buttons.length - 1 : 1)) % buttons.length]?.focus();
      event.preventDefault();
      return;
    }
    if (event.key.startsWith('Arrow') && this.#step(element, event.key)) {
      event.preventDefault();
      return;
    }
    // Buttons click on Enter and Space by themselves; the SVG parts do it here.
    if ((event.key === 'Enter' || event.key === ' ') && element.matches('g[data-target]')) {
      event.preventDefault();
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    }
  }

  /** Arrow keys go round the ring, along the tracks and along the panels (Tab still stops at each). */
  #step(element: Element, key: string): boolean {
    const kind = ['data-area', 'data-track', 'data-player'].find((name) =>
      element.hasAttribute(name),
    );
    if (!kind) return false;
    const peers = [...(this.shadowRoot?.querySelectorAll(`[${kind}]`) ?? [])] as HTMLElement[];
    const at = peers.indexOf(element as HTMLElement);
    const forward = key === 'ArrowRight' || key === 'ArrowDown';
    peers[(at + (forward ? 1 : peers.length - 1)) % peers.length]?.focus();
    return true;
  }

  async #refocus(target: TargetKey): Promise<void> {
    await this.updateComplete;
    (this.shadowRoot?.querySelector(`[data-target="${target}"]`) as HTMLElement | null)?.focus();
  }

  #play(move: Move, target: TargetKey): void {
    // The chooser's button has the focus when a choice is made; the board's parts otherwise.
    if (this.shadowRoot?.activeElement) this.#refocusAfterMove = target;
    this.dispatchEvent(
      new CustomEvent<AntarcticaMoveDetail>('antarctica-move', {
        detail: { move },
        bubbles: true,
        composed: true,
        cancelable: true,
      }),
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'antarctica-board': AntarcticaBoard;
  }
  interface HTMLElementEventMap {
    'antarctica-move': CustomEvent<AntarcticaMoveDetail>;
  }
}
