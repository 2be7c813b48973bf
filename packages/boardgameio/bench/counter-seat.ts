// A seat of the counter game (bench/counter-game.mjs) over boardgame.io's socket client: it adds
// one whenever it is the current player, and notes each move's latency (sent to the next state
// seen), as the Antarctica seats of the tests do; like them, it asks again (a new sync) when its
// move got no answer for `stallMs`, or nothing came for three times that.
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
// @ts-expect-error -- a plain ES module of the bench, typed where it is used.
import { counterGame } from './counter-game.mjs';

interface CounterState {
  ctx: { currentPlayer: string; gameover?: unknown };
  _stateID: number;
}

/** Plays one seat of counter match `matchID` on `server`; resolves with its latencies (ms). */
export function playCounterSeat(
  server: string,
  matchID: string,
  playerID: string,
  timeoutMs: number,
  stallMs = 10_000,
): Promise<{ latencies: number[]; finalStateID: number; resyncs: number }> {
  const client = Client({
    game: counterGame,
    multiplayer: SocketIO({ server }),
    matchID,
    playerID,
    numPlayers: 4,
    debug: false,
  });
  const latencies: number[] = [];
  let sent: { stateID: number; at: number } | undefined;
  let done = false;
  let resyncs = 0;
  let lastProgress = Date.now();
  let lastStateID = -1;
  return new Promise((resolve, reject) => {
    // Stopping the client notifies its subscribers once more: stop listening first.
    const finish = () => {
      done = true;
      clearTimeout(timer);
      clearInterval(watchdog);
      unsubscribe();
      client.stop();
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`counter seat ${playerID} of ${matchID} timed out`));
    }, timeoutMs);
    const unsubscribe = client.subscribe((raw) => {
      const state = raw as unknown as CounterState | null;
      if (done || state === null) return;
      if (state._stateID > lastStateID) {
        lastStateID = state._stateID;
        lastProgress = Date.now();
      }
      if (sent !== undefined && state._stateID > sent.stateID) {
        latencies.push(Date.now() - sent.at);
        sent = undefined;
      }
      if (state.ctx.gameover !== undefined) {
        finish();
        resolve({ latencies, finalStateID: state._stateID, resyncs });
        return;
      }
      if (state.ctx.currentPlayer !== playerID || sent !== undefined) return;
      sent = { stateID: state._stateID, at: Date.now() };
      client.moves.add?.();
    });
    const watchdog = setInterval(() => {
      const waiting = Date.now() - lastProgress;
      if (sent !== undefined ? waiting < stallMs : waiting < 3 * stallMs) return;
      sent = undefined;
      lastProgress = Date.now();
      resyncs++;
      client.updateCredentials('');
    }, 1000);
    client.start();
  });
}
