import {
  applyMove,
  botRandom,
  DECKS,
  type GameState,
  legalMoves,
  newGame,
  pileRevealChoices,
  putCardOnTop,
  tableSetupOf,
  weightedRandomBot,
} from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import type { Node } from '../line/replay-node.js';
import type { SetupPlan } from '../line/table-plan.js';
import { poolOf, relabelState } from './open-top.js';

// The search keeps its own pool and id trade (exact ids over states it has no set-up for, see
// open-top.ts); with no card pinned and no open build before, they must read as the engine's
// pileRevealChoices and putCardOnTop do, through seeded bot games.

const NOTHING_PINNED = { pinnedAfter: () => new Set<number>() } as unknown as SetupPlan;

function kindOf(state: GameState, id: number): string {
  return JSON.stringify(state.edition.buildingCards[id]);
}

describe('the open top search beside the engine', () => {
  it("pools the cards the engine's pileRevealChoices lists, and trades ids as putCardOnTop swaps places", () => {
    let checked = 0;
    for (const players of [2, 3, 4] as const) {
      let state = newGame({ players, seed: `open-top-${players}` });
      const setup = tableSetupOf(state);
      const bot = weightedRandomBot(botRandom(players));
      for (let move = 0; move < 3000 && legalMoves(state).length > 0; move++) {
        if (move % 7 === 0)
          for (const deck of DECKS) {
            const node = { state, slots: [] } as unknown as Node;
            const { pool } = poolOf(NOTHING_PINNED, node, deck, 0);
            const counts = new Map<string, number>();
            for (const id of pool)
              counts.set(kindOf(state, id), (counts.get(kindOf(state, id)) ?? 0) + 1);
            const choices = pileRevealChoices(setup, state, deck);
            expect(counts).toEqual(new Map(choices.map((c) => [kindOf(state, c.id), c.left])));
            const top = state.piles[deck].at(-1);
            for (const { id } of choices) {
              if (top === undefined || id === top) continue;
              const traded = relabelState(
                state,
                new Map([
                  [id, top],
                  [top, id],
                ]),
              );
              expect(traded.piles[deck]).toEqual(
                putCardOnTop(setup, state, deck, id)?.state.piles[deck],
              );
              checked++;
            }
          }
        state = applyMove(state, bot(state, legalMoves(state)));
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
