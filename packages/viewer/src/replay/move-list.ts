// The move list: the main line's moves grouped by turn as the record writes them, each a button
// that goes there, and each variation nested right after the move it replaces (its own
// variations nested again), as lichess shows them. The moves written past where replay stopped
// are shown struck through, and so are the variations that did not replay at all. The list is one
// tab stop (a roving tabindex, as in the listbox and tree patterns): the current move's button,
// or the first move's at the start; the arrow keys go from move to move inside. A move with a
// verdict glyph (an analysed record's) is marked ?!, ? or ?? instead of `$6`, `$2`, `$4`.
import { formatMoveItem, type LineMove, type RecordLine } from '@antarctica-game/notation';
import { html, nothing, type TemplateResult } from 'lit';
import { seatLetter } from '../board/names.js';
import type { ReplayLine } from './replay-lines.js';
import { moveText, verdictMark } from './verdict-mark.js';

/** A turn marker as the record writes it: `12.B`, `0.` for the setup moves. */
export function turnLabel(move: LineMove | undefined): string {
  const turn = move?.turn;
  if (turn === undefined) return '';
  return `${turn.visit}.${turn.seat === undefined ? '' : seatLetter(turn.seat)}`;
}

/**
 * The list of every line's moves, the main line first; the current move is marked by the
 * element after each change (see {@link markCurrentMove}).
 */
export function moveList(lines: readonly ReplayLine[]): TemplateResult {
  const main = lines.find((line) => line.id === 0);
  if (main === undefined) return html``;
  const replayed = new Map(lines.map((line) => [line.written, line]));
  return html`<ol class="moves" part="moves" aria-label="Moves">${turns(main.written, main, replayed)}</ol>`;
}

/** The turns of a written line as list items; `line` is its replay (undefined: none). */
function turns(
  written: RecordLine,
  line: ReplayLine | undefined,
  replayed: ReadonlyMap<RecordLine, ReplayLine>,
): TemplateResult[] {
  const groups: Array<{ label: string; moves: Array<{ move: LineMove; index: number }> }> = [];
  let turn: LineMove['turn'] | null = null;
  written.moves.forEach((move, index) => {
    if (move.turn !== turn || groups.length === 0) {
      groups.push({ label: turnLabel(move), moves: [] });
      turn = move.turn;
    }
    groups[groups.length - 1]?.moves.push({ move, index });
  });
  const played = line?.moves.length ?? 0;
  return groups.map(
    (group) =>
      html`<li><span class="turn">${group.label}</span>${group.moves.map(
        ({ move, index }) =>
          html`${
            line !== undefined && index < played
              ? html`<button type="button" tabindex="-1" data-line=${line.id} data-ply=${line.from + index + 1} class=${move.variations.length ? 'branches' : nothing}>${moveText(move.item)}${verdictMark(move.item.glyphs)}${
                  move.variations.length
                    ? html`<span class="visually-hidden"> (variations)</span>`
                    : nothing
                }</button>`
              : html`<span class="unplayed" title="not replayed">${formatMoveItem(move.item)}</span>`
          }${move.variations.map((each) => variation(each, move, replayed))}`,
      )}</li>`,
  );
}

/** A variation, as a list nested after the move it replaces. */
function variation(
  written: RecordLine,
  instead: LineMove,
  replayed: ReadonlyMap<RecordLine, ReplayLine>,
): TemplateResult {
  const line = replayed.get(written);
  const name = line === undefined ? 'Variation, not replayed' : `Variation ${line.id}`;
  return html`<ol class="variation" aria-label=${`${name}, instead of ${formatMoveItem(instead.item)}`}>${turns(written, line, replayed)}</ol>`;
}

/**
 * Marks the button of a position in the list as the current move (`aria-current="step"`),
 * unmarking `previous`; returns the button marked (null when the list has none for it).
 */
export function markCurrentMove(
  list: Element | null,
  position: { line: number; ply: number } | undefined,
  previous: Element | null,
): Element | null {
  const button =
    position === undefined
      ? null
      : (list?.querySelector(`[data-line="${position.line}"][data-ply="${position.ply}"]`) ?? null);
  if (button === previous) return button;
  previous?.removeAttribute('aria-current');
  button?.setAttribute('aria-current', 'step');
  return button;
}

/**
 * Makes the button of the current move (`current`; the list's first move when null) the list's one
 * tab stop, and every other move button a stop no more; returns the tab stop.
 */
export function setTabStop(list: Element | null, current: Element | null): HTMLElement | null {
  if (list === null) return null;
  const stop = (current ?? list.querySelector('button[data-ply]')) as HTMLElement | null;
  for (const each of list.querySelectorAll('button[tabindex="0"]'))
    if (each !== stop) each.setAttribute('tabindex', '-1');
  stop?.setAttribute('tabindex', '0');
  return stop;
}

/** Scrolls the list (not the page) so that `item` shows in it. */
export function scrollIntoList(list: HTMLElement, item: HTMLElement): void {
  const top = item.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (top + item.offsetHeight > list.scrollTop + list.clientHeight)
    list.scrollTop = top + item.offsetHeight - list.clientHeight;
}

/** The current move's mark in the list, kept from one render of the viewer to the next. */
export class CurrentMoveMark {
  #current: Element | null = null;
  #scroll = 0;

  /**
   * Marks the current move in the list and makes it the list's tab stop (the focus goes with it
   * when it was in the list, `focused` being the viewer's focused element), and scrolls the list
   * (not the page) to it.
   */
  update(
    list: HTMLElement | null,
    position: { line: number; ply: number } | undefined,
    focused: Element | null,
  ): void {
    const button = markCurrentMove(list, position, this.#current);
    const stop = setTabStop(list, button);
    if (focused !== null && focused !== stop && list?.contains(focused))
      stop?.focus({ preventScroll: true });
    if (button === this.#current) return;
    this.#current = button;
    if (button === null || list === null) return;
    // Scrolled before the next frame is drawn, not now: reading the layout here would make the
    // browser lay the page out twice for one move.
    cancelAnimationFrame(this.#scroll);
    this.#scroll = requestAnimationFrame(() => scrollIntoList(list, button as HTMLElement));
  }
}
