// The build solver keeps its own copy of one fact for speed: the Plankton Farm is the Building
// whose cards place two Scientists (PLANKTON, with onlyOne for the end-game exception, in
// build-scientists.ts). These tests hold the copy to the edition and to the engine.
import {
  BUILDING_TYPES,
  DEFAULT_EDITION,
  type GameState,
  type Move,
} from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { botGame } from '../../__fixtures__/bot-games.js';
import { onlyOne } from './build-scientists.js';
import type { BuildVar } from './build-vars.js';
import { bits, PLANKTON } from './building-bits.js';

/** The Scientists a build placed in the area built in, as the engine played it. */
function placed(before: GameState, after: GameState, seat: number): number {
  let count = 0;
  before.areas.forEach((area, index) => {
    count += (after.areas[index]?.scientists[seat] ?? 0) - (area.scientists[seat] ?? 0);
  });
  return count;
}

describe("the build solver's Plankton Farm (building-bits.ts)", () => {
  it('is the one Building whose cards in the default edition place two Scientists', () => {
    const two = DEFAULT_EDITION.buildingCards.filter((card) => card.scientists === 2);
    const others = DEFAULT_EDITION.buildingCards.filter((card) => card.scientists !== 2);
    expect(two.length).toBeGreaterThan(0);
    expect(bits(two.map((card) => card.builds))).toBe(PLANKTON);
    expect(others.every((card) => card.scientists === 1 && bits([card.builds]) !== PLANKTON)).toBe(
      true,
    );
    expect(PLANKTON).toBe(1 << BUILDING_TYPES.indexOf('planktonFarm'));
  });

  it('places what the engine places on the bot-game corpus (2 to 4 players): two, or one where onlyOne allows it', () => {
    let builds = 0;
    let farms = 0;
    for (const players of [2, 3, 4] as const)
      for (let index = 0; index < 6; index++) {
        const game = botGame(players, index);
        game.moves.forEach((move: Move, at) => {
          if (move.type !== 'build') return;
          const before = game.states[at] as GameState;
          const after = game.states[at + 1] as GameState;
          const pile = before.piles[move.deck];
          const card = before.edition.buildingCards[pile[pile.length - 1] as number];
          if (card === undefined) return;
          const farm = bits([card.builds]) === PLANKTON;
          const player = before.players[move.seat];
          if (player === undefined) return;
          // The solver's view of the build (what onlyOne reads), no farm counted twice.
          const build = {
            seat: move.seat,
            left: player.supply + player.reserve,
            seatsLeft: before.players.map((other) => other.supply + other.reserve),
          } as BuildVar;
          const zeros = before.players.map(() => 0);
          const count = placed(before, after, move.seat);
          builds++;
          if (farm) farms++;
          if (!farm) expect(count).toBe(1);
          else if (count === 1) expect(onlyOne(build, zeros, player.supply)).toBe(true);
          else expect(count).toBe(2);
        });
      }
    expect(builds).toBeGreaterThan(100);
    expect(farms).toBeGreaterThan(5);
  });
});
