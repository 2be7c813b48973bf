// The move list of one line: its moves grouped by turn as the record writes them, each a button
// that goes there; the moves written past where replay stopped are shown struck through.
import { formatMoveItem, type LineMove } from '@antarctica-game/notation';
import { html, nothing, type TemplateResult } from 'lit';
import { seatLetter } from '../board/names.js';
import type { ReplayLine } from './replay-lines.js';

/** A turn marker as the record writes it: `12.B`, `0.` for the setup moves. */
export function turnLabel(move: LineMove | undefined): string {
  const turn = move?.turn;
  if (turn === undefined) return '';
  return `${turn.visit}.${turn.seat === undefined ? '' : seatLetter(turn.seat)}`;
}

/** The list of a line's moves; the current one is marked by the element after each change. */
export function moveList(line: ReplayLine): TemplateResult {
  const groups: Array<{ label: string; moves: Array<{ move: LineMove; index: number }> }> = [];
  let turn: LineMove['turn'] | null = null;
  line.written.moves.forEach((move, index) => {
    if (move.turn !== turn || groups.length === 0) {
      groups.push({ label: turnLabel(move), moves: [] });
      turn = move.turn;
    }
    groups[groups.length - 1]?.moves.push({ move, index });
  });
  const played = line.moves.length;
  return html`<ol class="moves" part="moves" aria-label="Moves">${groups.map(
    (group) =>
      html`<li><span class="turn">${group.label}</span>${group.moves.map(({ move, index }) =>
        index < played
          ? html`<button type="button" data-ply=${line.from + index + 1} class=${line.variationsAt.has(index) ? 'branches' : nothing}>${formatMoveItem(move.item)}${
              line.variationsAt.has(index)
                ? html`<span class="visually-hidden"> (variations)</span>`
                : nothing
            }</button>`
          : html`<span class="unplayed" title="not replayed">${formatMoveItem(move.item)}</span>`,
      )}</li>`,
  )}</ol>`;
}
