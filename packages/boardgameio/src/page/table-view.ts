import type { Move, PlayerView } from '@antarctica-game/engine';
import '@antarctica-game/viewer/define';
import type { AntarcticaBoard } from '@antarctica-game/viewer';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { AntarcticaGameover } from '../antarctica-game.js';
import { type AntarcticaClientG, moveArguments, playerViewOf } from '../client-state.js';
import { type AnalysisPanel, analysisPanel } from './analysis-panel.js';
import { clientGame } from './client-game.js';
import { h } from './dom.js';
import { replaySection } from './replay-section.js';
import type { HeldSeat, WatchedMatch } from './seat-store.js';
import { watchSentMove } from './sent-move.js';

/** How long a move may go unanswered before the page says the server did not take it (ms). */
const UNANSWERED_MS = 4000;
/**
 * How long the game may stay silent before the page asks for it again (ms). An instance killed
 * between storing a move and announcing it leaves the other instances' clients a state behind,
 * each waiting for another (docs/online.md); a sync brings them level.
 */
const SILENT_MS = 15_000;

interface TableState {
  G: AntarcticaClientG;
  ctx: {
    currentPlayer: string;
    activePlayers: Record<string, unknown> | null;
    gameover?: AntarcticaGameover;
  };
  _stateID: number;
  isConnected: boolean;
}

interface SeatData {
  id: number;
  name?: string;
  isConnected?: boolean;
  data?: { bot?: string };
}

/**
 * The game page: the board of this seat's view, whose decision it is, refusals, the scores; for
 * a watched match, the spectator's view (what every player sees) and no moves.
 */
export function showTable(
  root: HTMLElement,
  seat: HeldSeat | WatchedMatch,
  leave: (how: 'leave' | 'back') => void,
): () => void {
  const held = 'playerID' in seat ? seat : undefined;
  const status = h('p', { class: 'status', role: 'status', 'data-turn': 'connecting' });
  status.textContent = 'Connecting to the match…';
  const refusal = h('p', { class: 'refusal', role: 'alert' });
  const board = document.createElement('antarctica-board') as AntarcticaBoard;
  const scores = h('section', {
    class: 'scores',
    'aria-labelledby': 'scores-heading',
    hidden: true,
  });
  // The analysis of the game, offered once it is over (made once: later states leave it be).
  const analysis = h('div', { class: 'analysis-place' });
  let panel: AnalysisPanel | undefined;
  const replay = replaySection();
  const leaveButton = h(
    'button',
    { type: 'button', class: 'leave' },
    held ? 'Leave the match' : 'Back to the lobby',
  );
  root.replaceChildren(
    h(
      'header',
      { class: 'table-bar' },
      h('h1', {}, 'Antarctica online'),
      h(
        'p',
        { class: 'who' },
        held ? `${held.playerName}, seat ${Number(held.playerID) + 1}` : 'Watching',
      ),
      leaveButton,
    ),
    h(
      'main',
      { class: 'table' },
      status,
      refusal,
      scores,
      analysis,
      replay.element,
      // The board's player panels have h3 headings: this keeps the outline in order.
      h('h2', { class: 'visually-hidden' }, 'The board'),
      board,
    ),
  );

  const client = Client({
    game: clientGame,
    multiplayer: SocketIO({ server: location.origin }),
    matchID: seat.matchID,
    ...(held ? { playerID: held.playerID, credentials: held.credentials } : {}),
    numPlayers: seat.numPlayers,
    debug: false,
  });
  const sentMove = watchSentMove(
    (text) => {
      refusal.textContent = text;
    },
    () => client.updateCredentials(held?.credentials ?? ''),
    UNANSWERED_MS,
  );
  let shownStateID = -1;
  let lastChange = Date.now();

  const nameOf = (id: string, view: PlayerView | undefined) => {
    const data = (client.matchData as SeatData[] | undefined)?.find((p) => String(p.id) === id);
    const color = view?.players[Number(id)]?.color;
    const name = data?.name ?? `Seat ${Number(id) + 1}`;
    return color ? `${name} (${color})` : name;
  };

  const showScores = (gameover: AntarcticaGameover, view: PlayerView | undefined) => {
    const result = gameover.scores;
    const winners = result.standings
      .map((standing, index) => ({ standing, index }))
      .filter(({ standing }) => result.winners.includes(standing.player))
      .map(({ index }) => (String(index) === held?.playerID ? 'you' : nameOf(String(index), view)));
    const won =
      winners.length === 1
        ? `${winners[0]} ${winners[0] === 'you' ? 'win' : 'wins'}`
        : `${winners.join(' and ')} share the win`;
    status.dataset.turn = 'over';
    status.textContent = `Game over: ${won}.`;
    const rows = result.standings.map((standing, index) =>
      h(
        'tr',
        {},
        h('th', { scope: 'row' }, nameOf(String(index), view)),
        h('td', {}, String(standing.points)),
        h('td', {}, String(standing.firstPlaces)),
        h('td', {}, String(standing.buildingCards)),
        h('td', {}, String(standing.place)),
      ),
    );
    scores.replaceChildren(
      h('h2', { id: 'scores-heading' }, 'Final scores'),
      // A region that scrolls sideways on a narrow screen, so the page itself never does.
      h(
        'div',
        {
          class: 'scroll',
          role: 'region',
          'aria-label': 'The final scores, by player',
          tabindex: 0,
        },
        h(
          'table',
          {},
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('th', { scope: 'col' }, 'Player'),
              h('th', { scope: 'col' }, 'Points'),
              h('th', { scope: 'col' }, 'First places'),
              h('th', { scope: 'col' }, 'Building Cards'),
              h('th', { scope: 'col' }, 'Place'),
            ),
          ),
          h('tbody', {}, ...rows),
        ),
      ),
    );
    // The server serves the game's record once it is over (the project's .agn notation).
    const record = `/games/antarctica/${encodeURIComponent(seat.matchID)}/record.agn`;
    const watchRecord = h(
      'button',
      { type: 'button', class: 'watch-record' },
      'watch it in the replay viewer',
    );
    watchRecord.addEventListener('click', () =>
      replay.show({ src: record }, 'The game in the replay viewer'),
    );
    scores.append(
      h(
        'p',
        { class: 'record' },
        h(
          'a',
          { href: record, download: `antarctica-${seat.matchID}.agn` },
          'Download the record of this game (.agn)',
        ),
        ', or ',
        watchRecord,
      ),
    );
    scores.hidden = false;
    leaveButton.textContent = 'Back to the lobby';
    if (panel === undefined) {
      panel = analysisPanel({
        recordUrl: record,
        fileName: `antarctica-${seat.matchID}.analysed.agn`,
        nameOf: (index) => nameOf(String(index), view),
        watch: (text) => replay.show({ text }, 'The game analysed, in the replay viewer'),
      });
      analysis.replaceChildren(panel.element);
    }
  };

  const show = (state: TableState | null) => {
    if (state === null) return;
    if (!state.isConnected) {
      status.dataset.turn = 'reconnecting';
      status.textContent = 'Connection lost: reconnecting…';
      board.moves = undefined;
      return;
    }
    if (!state.G) return;
    const view = state.G.view === null ? undefined : playerViewOf(state.G);
    if (state._stateID !== shownStateID) {
      shownStateID = state._stateID;
      lastChange = Date.now();
      sentMove.stateChanged();
    }
    status.dataset.stateId = String(state._stateID);
    if (view) board.state = view;
    if (state.ctx.gameover !== undefined) {
      board.moves = undefined;
      showScores(state.ctx.gameover, view);
      return;
    }
    const mine = state.G.legalMoves.length > 0;
    board.moves = mine && !sentMove.waiting ? state.G.legalMoves : undefined;
    const decider = Object.keys(state.ctx.activePlayers ?? {})[0] ?? state.ctx.currentPlayer;
    status.dataset.turn = mine ? 'mine' : 'other';
    status.textContent = mine ? 'Your decision.' : `Waiting for ${nameOf(decider, view)}.`;
  };

  board.addEventListener('antarctica-move', (event) => {
    if (event.defaultPrevented) return;
    const move: Move = event.detail.move;
    const state = client.getState() as unknown as TableState | null;
    if (!state?.G.legalMoves.some((legal) => JSON.stringify(legal) === JSON.stringify(move))) {
      refusal.textContent = 'That move is not yours to make now.';
      return;
    }
    refusal.textContent = '';
    board.moves = undefined;
    sentMove.send(state._stateID);
    client.moves[move.type]?.(moveArguments(move));
  });
  const onLeave = () => {
    const over = (client.getState() as unknown as TableState | null)?.ctx.gameover !== undefined;
    stop();
    leave(over || !held ? 'back' : 'leave');
  };
  leaveButton.addEventListener('click', onLeave);

  const unsubscribe = client.subscribe((state) => show(state as unknown as TableState | null));
  client.start();
  const silence = setInterval(() => {
    const state = client.getState() as unknown as TableState | null;
    if (!state?.isConnected || state.ctx.gameover !== undefined) return;
    // While the decision is this player's, silence is expected (a sent move has its own timer).
    if (state.G.legalMoves.length > 0) return;
    if (Date.now() - lastChange < SILENT_MS) return;
    lastChange = Date.now();
    client.updateCredentials(held?.credentials ?? '');
  }, 1000);
  const stop = () => {
    panel?.stop();
    clearInterval(silence);
    sentMove.stop();
    unsubscribe();
    client.stop();
  };
  return stop;
}
