import { describe, expect, it } from 'vitest';
import { applyMove } from './apply-move.js';
import { botRandom, playOut, weightedRandomBot } from './bots/random-bot.js';
import { newGame } from './setup/new-game.js';
import { accessibleBuildings, shipAreas } from './ship-areas.js';
import { shipOwner } from './ship-owner.js';
import type { GameState } from './state/state.js';

/** The areas whose line holds a ship of the seat, read from the areas' side. */
function linesWith(state: GameState, seat: number): number[] {
  return state.areas.flatMap((area, index) =>
    area.ships.some((ship) => shipOwner(ship) === seat) ? [index] : [],
  );
}

describe('shipAreas and accessibleBuildings: where a seat has ships, what it reaches', () => {
  it('agree with the areas’ ship lines on seeded bot games (2 to 4 players)', () => {
    let checked = 0;
    for (const players of [2, 3, 4] as const)
      for (let index = 0; index < 3; index++) {
        const initial = newGame({ players, seed: `areas-${players}-${index}` });
        playOut(initial, weightedRandomBot(botRandom(index * 17 + players)), (state, move) => {
          state.players.forEach((_, seat) => {
            const areas = shipAreas(state, seat);
            expect([...areas].sort((a, b) => a - b)).toEqual(linesWith(state, seat));
            let access = 0;
            for (const area of areas) access |= state.areas[area]?.buildings ?? 0;
            expect(accessibleBuildings(state, seat)).toBe(access);
            checked++;
          });
          return applyMove(state, move);
        });
      }
    expect(checked).toBeGreaterThan(1000);
  });
});
