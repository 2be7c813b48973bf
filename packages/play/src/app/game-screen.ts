// The game on the page (loaded when a game starts): whose decision it is, undo, the record, the
// board, and the final scores. Imports the engine and the board, so it is its own chunk.
import '@antarctica-game/viewer/define';
import '../analysis/define-analyse-game.js';
import { finalScores, type Move, playerView } from '@antarctica-game/engine';
import { html, nothing, type TemplateResult } from 'lit';
import { stateOf, turnOf, viewerOf } from '../session/game-session.js';
import { decisionText, seatLabel } from './decision-text.js';
import type { GameController } from './game-controller.js';

/** What the screen's buttons do (the element owns the page-level actions). */
export interface GameScreenActions {
  move(move: Move): void;
  undo(): void;
  download(): void;
  openReplay(): void;
  newGame(): void;
  /** The game's record as text (for the analysis). */
  recordText(): Promise<string>;
  /** The analysis is done: its analysed record. */
  analysed(text: string): void;
}

/** The game screen for the controller's session. */
export function gameScreen(
  controller: GameController,
  actions: GameScreenActions,
  showReplay: boolean,
  analysed: string | null = null,
): TemplateResult | typeof nothing {
  const session = controller.session;
  if (session === null) return nothing;
  const state = stateOf(session);
  const turn = turnOf(session);
  const viewer = viewerOf(session);
  const scores = turn.kind === 'over' ? finalScores(state) : null;
  let status = '';
  if (turn.kind === 'over' && scores !== null) {
    const winners = scores.standings.filter((standing) => standing.place === 1);
    status = `Game over: ${winners
      .map((standing) =>
        seatLabel(
          session.seats,
          state.players.findIndex((player) => player.color === standing.player),
        ),
      )
      .join(' and ')} ${winners.length > 1 ? 'share the win' : 'wins'}.`;
  } else if (turn.kind === 'bot') {
    status = `${seatLabel(session.seats, turn.seat)} ${controller.thinking ? 'is thinking…' : 'is to move.'}`;
  } else if (turn.kind === 'human') {
    status = `${seatLabel(session.seats, turn.seat)}: ${decisionText(turn.decision)}.`;
  }
  const onMove = (event: CustomEvent<{ move: Move }>) => {
    actions.move(event.detail.move);
  };
  // A heading for screen readers' heading list (the board's player panels are level 3 below it).
  return html`
    <h2 class="visually-hidden" tabindex="-1">The game</h2>
    <p class="status" role="status" data-turn=${turn.kind} data-seat=${turn.kind === 'over' ? nothing : turn.seat}>${status}</p>
    <div class="toolbar">
      <button type="button" @click=${actions.undo} ?disabled=${!controller.canUndo}>Undo</button>
      <button type="button" @click=${actions.download}>Download .agn</button>
      ${showReplay ? html`<button type="button" @click=${actions.openReplay}>Open in the replay viewer</button>` : nothing}
      <button type="button" @click=${actions.newGame}>New game</button>
    </div>
    ${controller.problem === null ? nothing : html`<p class="problem" role="alert">${controller.problem}</p>`}
    ${
      scores === null
        ? nothing
        : html`
      <table class="scores" aria-label="Final scores">
        <thead><tr><th scope="col">Place</th><th scope="col">Player</th><th scope="col">Victory Points</th></tr></thead>
        <tbody>${[...scores.standings]
          .sort((a, b) => a.place - b.place)
          .map(
            (standing) =>
              html`<tr><td>${standing.place}</td><td>${seatLabel(
                session.seats,
                state.players.findIndex((player) => player.color === standing.player),
              )}</td><td>${standing.points}</td></tr>`,
          )}</tbody>
      </table>`
    }
    ${
      turn.kind === 'over'
        ? html`<antarctica-analyse-game .source=${actions.recordText} @antarctica-analysed=${(
            event: CustomEvent<{ text: string }>,
          ) => actions.analysed(event.detail.text)}></antarctica-analyse-game>`
        : nothing
    }
    ${
      analysed === null
        ? nothing
        : html`<antarctica-replay .text=${analysed} initial-ply="last" heading-level="3" aria-label="The game analysed"></antarctica-replay>`
    }
    <antarctica-board
      .state=${viewer === null ? state : playerView(state, viewer)}
      .moves=${turn.kind === 'human' ? turn.legal : undefined}
      seat=${viewer ?? nothing}
      @antarctica-move=${onMove}
    ></antarctica-board>
  `;
}
