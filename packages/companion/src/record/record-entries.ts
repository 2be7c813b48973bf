// The entries of a recording as a numbered list, each with an Edit button: how a recorder finds
// and corrects a move entered wrongly several turns ago.
import type { GameState } from '@antarctica-game/engine';
import { moveLabel } from '@antarctica-game/viewer';
import { html } from 'lit';
import { COLOR_NAMES } from '../i18n/messages.js';
import type { RecordMessages } from '../i18n/record-messages.js';
import { buildingCardLabel } from './card-label.js';
import type { RecordEntry, TableRecording } from './table-recording.js';
import { UNSEEN } from './table-start.js';

/** A player's name as the set-up gave it, else their colour, else their seat. */
export function seatName(recording: TableRecording, seat: number, words: RecordMessages): string {
  const player = recording.start.players[seat];
  return player === undefined
    ? words.seat(seat + 1)
    : (player.name ?? COLOR_NAMES[words.language][player.color] ?? player.color);
}

/**
 * The list of entries; `edit` is called with the index of the entry to change, and `insert`
 * true to put a forgotten move before it instead.
 */
export function recordEntries(
  recording: TableRecording,
  words: RecordMessages,
  edit: (index: number, insert: boolean) => void,
) {
  const states = recording.history();
  return html`<ol class="entries" aria-label=${words.entries}>
    ${recording.entries.map(
      (entry, index) => html`<li>
        <span>${seatName(recording, entry.move.seat, words)}: ${moveLabel(entry.move, states[index] as GameState)}${
          entry.unseen === true ? words.cardsNotSeen : ''
        }${turnedUp(recording, entry, words)}</span>
        <div class="actions">
          <button aria-label=${words.insertBeforeEntry(index + 1)} @click=${() => edit(index, true)}>${words.insertBefore}</button>
          <button aria-label=${words.editEntry(index + 1)} @click=${() => edit(index, false)}>${words.edit}</button>
        </div>
      </li>`,
    )}
  </ol>`;
}

/** What turned up on the pile after a build, as the recorder entered it. */
function turnedUp(recording: TableRecording, entry: RecordEntry, words: RecordMessages): string {
  if (entry.reveal === undefined) return '';
  return words.turnedUp(
    entry.reveal === UNSEEN
      ? words.notSeen
      : buildingCardLabel(recording.state.edition, entry.reveal, words),
  );
}
