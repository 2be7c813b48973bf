// The end of a recorded game: the final scores as the engine counts them (through the scorer),
// the winner and how the tie was broken, and the game as the device's history of past games
// keeps it (a session at its final scores, as the quick tally would have it).
import { finalScores, scoreSheetOf } from '@antarctica-game/engine';
import { html } from 'lit';
import type { RecordMessages } from '../i18n/record-messages-type.js';
import type { Session } from '../logic/session.js';
import { sessionOfSheet } from '../logic/session-of-sheet.js';
import { seatName } from './record-entries.js';
import type { TableRecording } from './table-recording.js';

/** The final scores of a recording whose game is over: winner, tie-break and the table. */
export function finalResult(recording: TableRecording, words: RecordMessages) {
  const result = finalScores(recording.state);
  const seats = result.standings.map((standing, seat) => ({ standing, seat }));
  const ranked = [...seats].sort((a, b) => a.standing.place - b.standing.place || a.seat - b.seat);
  const winners = seats
    .filter(({ standing }) => result.winners.includes(standing.player))
    .map(({ seat }) => seatName(recording, seat, words))
    .join(', ');
  const text = words.result;
  return html`<section class="result" aria-labelledby="result-title">
    <h3 id="result-title">${text.title}</h3>
    <p class="winner">${text.winner(winners)} (${text.decidedBy[result.decidedBy]})</p>
    <table>
      <thead><tr>
        <th scope="col">${text.place}</th><th scope="col">${text.player}</th>
        <th scope="col">${text.points}</th><th scope="col">${text.firstPlaces}</th>
        <th scope="col">${text.buildingCards}</th>
      </tr></thead>
      <tbody>${ranked.map(
        ({ standing, seat }) => html`<tr>
          <td>${standing.place}</td><th scope="row">${seatName(recording, seat, words)}</th>
          <td>${standing.points}</td><td>${standing.firstPlaces}</td><td>${standing.buildingCards}</td>
        </tr>`,
      )}</tbody>
    </table>
    <p>${text.kept}</p>
  </section>`;
}

/** A finished recording as the history of past games keeps it. */
export function finishedSession(recording: TableRecording): Session {
  const start = recording.start;
  return sessionOfSheet(scoreSheetOf(recording.state), {
    startedAt: typeof start.startedAt === 'string' ? start.startedAt : null,
    firstGame: (start.shipPlacement ?? 'firstGame') === 'firstGame',
  });
}
