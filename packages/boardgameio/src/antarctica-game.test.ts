import {
  applyMove,
  botRandom,
  finalScores,
  legalMoves,
  newGame,
  playerView,
  weightedRandomBot,
} from '@antarctica-game/engine';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { describe, expect, it } from 'vitest';
import { antarcticaGame } from './antarctica-game.js';
import type { AntarcticaClientG } from './client-state.js';
import { moveArguments } from './client-state.js';
import type { MoveRefusal } from './refusal.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** One client per seat on one Local master, started. */
function table(players: 2 | 3 | 4, seed: number, onRefusal?: (r: MoveRefusal) => void) {
  const game = antarcticaGame({ defaultSetupData: { seed }, ...(onRefusal ? { onRefusal } : {}) });
  const multiplayer = Local();
  const clients = Array.from({ length: players }, (_, seat) =>
    Client({ game, numPlayers: players, multiplayer, matchID: `m${seed}`, playerID: String(seat) }),
  );
  for (const client of clients) client.start();
  return clients;
}

function expectedG(state: ReturnType<typeof newGame>, seat: number): AntarcticaClientG {
  const { edition, ...view } = playerView(state, seat);
  const legal = legalMoves(state);
  return {
    view: { ...view, edition: edition.id },
    legalMoves: legal[0]?.seat === seat ? legal : [],
  };
}

describe('antarcticaGame through boardgame.io clients (Local master)', () => {
  it.each([
    [2, 11],
    [3, 12],
    [4, 13],
    [4, 14],
  ] as const)(
    'a random %i-player game equals the engine move for move (seed %i)',
    async (players, seed) => {
      const clients = table(players, seed);
      await tick();
      let state = newGame({ players, seed });
      const bot = weightedRandomBot(botRandom(seed));
      let moves = 0;
      for (let legal = legalMoves(state); legal.length > 0; legal = legalMoves(state)) {
        const move = bot(state, legal);
        for (let seat = 0; seat < players; seat++) {
          const client = clients[seat]!.getState()!;
          expect(client.G).toEqual(expectedG(state, seat));
          expect(client.ctx.activePlayers).toEqual({ [String(move.seat)]: null });
          expect(client.ctx.currentPlayer).toBe(String(state.turn?.seat ?? move.seat));
          expect(client._stateID).toBe(moves);
        }
        clients[move.seat]!.moves[move.type]!(moveArguments(move));
        await tick();
        state = applyMove(state, move);
        moves++;
      }
      const end = clients[0]!.getState()!;
      expect(end._stateID).toBe(moves);
      expect(end.ctx.gameover).toEqual({ ended: state.ended, scores: finalScores(state) });
      // Nobody is waited for once the game is over.
      expect(end.ctx.activePlayers).toBeNull();
      for (const client of clients) client.stop();
    },
  );

  it('a move the engine refuses changes nothing and reports the engine code', async () => {
    const refusals: MoveRefusal[] = [];
    const clients = table(4, 21, (refusal) => refusals.push(refusal));
    await tick();
    const state = newGame({ players: 4, seed: 21 });
    const seat = legalMoves(state)[0]!.seat;
    const before = clients[seat]!.getState()!;
    clients[seat]!.moves.sail!({ to: 99 });
    clients[seat]!.moves.build!('nonsense');
    clients[seat]!.moves.recruit!({ seat: (seat + 1) % 4 });
    await tick();
    expect(refusals.map((r) => r.code)).toEqual(['not-allowed', 'malformed', 'not-your-decision']);
    const after = clients[seat]!.getState()!;
    expect(after.G).toEqual(before.G);
    expect(after._stateID).toBe(before._stateID);
    // Another seat is not active: boardgame.io drops its move before the engine sees it.
    clients[(seat + 1) % 4]!.moves.sail!({ to: 3 });
    await tick();
    expect(clients[seat]!.getState()!._stateID).toBe(before._stateID);
    expect(refusals).toHaveLength(3);
  });
});
