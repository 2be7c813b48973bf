// The line under the ring that says whose turn it is and what to tap next, with the turn panel,
// End turn and the next turns; before the first turn, the placement of the ships (and, at 2
// players, B's opening cube).
import { css, html, nothing } from 'lit';
import { refusal } from '../logic/actions.js';
import { gameEnd } from '../logic/game-end.js';
import { nextPlacer, type Session, shipsToPlace } from '../logic/session.js';
import { actingSeat, upcomingTurns } from '../logic/turns.js';
import { areaName, playerName, reason, token } from './tokens.js';
import type { TrackerView } from './tracker-view.js';
import { renderTurn } from './turn-panel.js';

/** The styles of the status, its buttons and the next turns. */
export const statusStyles = css`
  .status {
    margin-top: 0.25rem;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.25rem;
    min-width: 0;
  }
  .status h2 {
    margin: 0;
    font-size: 1rem;
    display: flex;
    gap: 0.375rem;
    align-items: baseline;
  }
  .status h2:focus {
    outline: none;
  }
  .status h2:focus-visible {
    outline: 3px solid var(--_accent);
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.375rem;
  }
  /* A toggle that is on (an Icebreaker placed, correcting the Ships): a thick accent border
     and a tick, so that it does not rely on colour; the tick is not part of the name. */
  .buttons button[aria-pressed='true'],
  .research button[aria-pressed='true'] {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 2px var(--_accent);
    font-weight: 600;
  }
  .buttons button[aria-pressed='true']::before,
  .research button[aria-pressed='true']::before {
    content: '✓ ' / '';
  }
  /* Under End turn, on one line where the words allow. */
  .end-note {
    flex-basis: 100%;
    padding-block: 0.1875rem;
  }
  .upcoming {
    font-size: 0.875rem;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.5rem;
  }
  .upcoming ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .upcoming li {
    display: flex;
    align-items: center;
    gap: 0.25rem;
  }
`;

/** Why the game ends after this turn, or null while it goes on. */
export function endText(view: TrackerView, session: Session): string | null {
  const end = gameEnd(session);
  if (end === null) return null;
  const { messages } = view;
  if (end.reason === 'last-building')
    return end.provisional
      ? `${messages.lastBuilding} ${messages.provisionalCards(end.cards)}`
      : messages.lastBuilding;
  const seat = session.players.findIndex((player) => player.color === end.color);
  return messages.lastScientist(playerName(session, seat, view.language));
}

/** The status of the placement or of the turn at hand. */
export function renderStatus(view: TrackerView) {
  const { session, messages, language } = view;
  if (session.phase === 'placement') return renderPlacement(view);
  if (session.phase !== 'play') return nothing;
  const seat = actingSeat(session);
  const name = seat === null ? '' : playerName(session, seat, language);
  const target = session.sailedTo;
  const line =
    seat === null
      ? messages.noShips
      : session.sailed && target !== null
        ? messages.sailedTo(name, target + 1)
        : session.icebreakerTurn
          ? messages.icebreakerTurnOf(name, session.sun + 1)
          : messages.turnOf(name, session.sun + 1);
  // Why the game ends after this turn: said under End turn (whose label says it too), read
  // with it, and announced when it becomes due, so that the turn above keeps its place. No
  // next turns are listed then: none come, not even a pending Icebreaker turn.
  const end = gameEnd(session);
  const hint = view.correcting
    ? messages.correctHint
    : session.sailed
      ? end === null
        ? messages.recordHint
        : messages.recordEndHint
      : messages.sailHint;
  return html`<div class="status" part="status">
    <h2 id="status" tabindex="-1">${seat === null ? nothing : token(session.players[seat]?.color ?? '', name)}<span>${line}</span></h2>
    <p class="hint">${hint}</p>
    ${session.sailed ? renderTurn(view) : nothing}
    <div class="buttons">
      ${
        session.sailed
          ? html`<button type="button" class="primary" aria-describedby=${end === null ? nothing : 'end-note'} @click=${() => view.advance({ type: 'endTurn' })}>
            ${end === null ? messages.endTurn : messages.endGame}
          </button>`
          : html`<button type="button" aria-describedby=${end === null ? nothing : 'end-note'} @click=${() => view.advance({ type: 'advanceSun' })}>${messages.advanceSun}</button>`
      }
      ${end === null ? nothing : html`<p class="note end-note" id="end-note">${endText(view, session)}</p>`}
      ${renderCorrect(view)}
    </div>
    ${session.sailed ? html`<p class="hint">${messages.nothingToRecord}</p>` : nothing}
    ${end === null ? renderUpcoming(view) : nothing}
  </div>`;
}

function renderCorrect(view: TrackerView) {
  const { messages } = view;
  return html`<button type="button" aria-pressed=${view.correcting ? 'true' : 'false'}
    @click=${() => view.toggleCorrecting()}>${messages.correct}</button>`;
}

function renderPlacement(view: TrackerView) {
  const { session, messages, language } = view;
  const seat = nextPlacer(session);
  const players = session.players.length;
  const total = shipsToPlace(players) * players;
  const placed = session.areas.reduce((sum, area) => sum + area.ships.length, 0);
  const line =
    seat === null
      ? messages.placeDone
      : messages.placeNext(playerName(session, seat, language), placed + 1, total);
  const beginRefused = refusal(session, { type: 'begin' });
  return html`<div class="status" part="status">
    <h2 id="status" tabindex="-1">${seat === null ? nothing : token(session.players[seat]?.color ?? '', playerName(session, seat, language))}<span>${line}</span></h2>
    ${view.correcting ? html`<p class="hint">${messages.correctHint}</p>` : nothing}
    ${session.firstGame ? html`<p class="note">${messages.firstGameNote}</p>` : nothing}
    ${!session.firstGame && players !== 3 ? html`<p class="hint">${messages.orderNote}</p>` : nothing}
    ${players === 2 ? renderOpeningCube(view) : nothing}
    <div class="buttons">
      <button type="button" class="primary" aria-disabled=${beginRefused === null ? 'false' : 'true'}
        aria-describedby=${beginRefused === null ? nothing : 'begin-why'}
        @click=${() => beginRefused === null && view.advance({ type: 'begin' })}>${messages.begin}</button>
      ${beginRefused === null ? nothing : html`<span class="hint" id="begin-why">${reason(messages, beginRefused)}</span>`}
      ${renderCorrect(view)}
    </div>
  </div>`;
}

/** At 2 players, B's cube on the first space of a track of their choice: one tap on the track. */
function renderOpeningCube(view: TrackerView) {
  const { session, messages } = view;
  const color = session.players[1]?.color;
  return html`<div class="buttons" role="group" aria-labelledby="opening-cube">
    <p class="hint end-note" id="opening-cube">${messages.twoPlayerCube}</p>
    ${session.tracks.map((track, index) =>
      track.closed
        ? nothing
        : html`<button type="button" aria-pressed=${track.cubes.some((cube) => cube.player === color) ? 'true' : 'false'}
          @click=${() => view.act({ type: 'openingCube', track: index })}>${messages.track} ${index + 1}</button>`,
    )}
  </div>`;
}

function renderUpcoming({ session, messages, language }: TrackerView) {
  const turns = upcomingTurns(session, 4);
  if (turns.length === 0) return nothing;
  return html`<div class="upcoming" part="upcoming">
    <span>${messages.nextTurns}:</span>
    <ol>
      ${turns.map(
        (turn) =>
          html`<li>${token(session.players[turn.seat]?.color ?? '', playerName(session, turn.seat, language))}<span
              >${areaName(messages.area, turn.area)}${turn.icebreaker ? ' ❄' : ''}</span
            ></li>`,
      )}
    </ol>
  </div>`;
}
