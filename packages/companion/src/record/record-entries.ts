// The entries of a recording as a numbered list, each with an Edit button: how a recorder finds
// and corrects a move entered wrongly several turns ago.
import type { GameState } from '@antarctica-game/engine';
import { moveLabel } from '@antarctica-game/viewer';
import { html } from 'lit';
import type { TableRecording } from './table-recording.js';

/** The list of entries; `edit` is called with the index of the entry to change. */
export function recordEntries(recording: TableRecording, edit: (index: number) => void) {
  const states = recording.history();
  const name = (seat: number) => {
    const player = recording.start.players[seat];
    return player === undefined ? `Seat ${seat + 1}` : (player.name ?? player.color);
  };
  return html`<ol class="entries" aria-label="The entries so far">
    ${recording.entries.map(
      (entry, index) => html`<li>
        <span>${name(entry.move.seat)}: ${moveLabel(entry.move, states[index] as GameState)}${
          entry.unseen === true ? ' (cards not seen)' : ''
        }</span>
        <button aria-label=${`Edit entry ${index + 1}`} @click=${() => edit(index)}>Edit</button>
      </li>`,
    )}
  </ol>`;
}
