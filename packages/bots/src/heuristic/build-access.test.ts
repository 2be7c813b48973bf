import {
  BUILDING_TYPES,
  type BuildingType,
  type GameState,
  SHIPS_PER_SEAT,
} from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { samplePositions } from '../__fixtures__/positions.js';
import { buildAccess } from './evaluate.js';

/** buildAccess written plainly from the edition's data (names, not bit tables). */
function reference(state: GameState, seat: number): number {
  const player = state.players[seat];
  if (player === undefined) return 0;
  const reached = new Set<BuildingType>();
  for (let ship = seat * SHIPS_PER_SEAT; ship < (seat + 1) * SHIPS_PER_SEAT; ship++) {
    const place = state.ships[ship] ?? -1;
    if (place < 0) continue;
    const buildings = state.areas[place]?.buildings ?? 0;
    BUILDING_TYPES.forEach((type, bit) => {
      if ((buildings & (1 << bit)) !== 0) reached.add(type);
    });
  }
  const granted = new Set(
    player.resourceCards.flatMap((id) => state.edition.resourceCards[id]?.grants ?? []),
  );
  let count = 0;
  for (const pile of [state.piles.basic, state.piles.double, state.piles.advanced]) {
    const top = pile.at(-1);
    const card = top === undefined ? undefined : state.edition.buildingCards[top];
    if (card === undefined || player.supply < card.scientists) continue;
    const lacking = card.requires.filter((type) => !reached.has(type));
    if (lacking.length === 0) count += 1;
    else if (lacking.length === 1 && granted.has(lacking[0] as BuildingType)) count += 0.5;
  }
  return count;
}

describe('buildAccess', () => {
  it('counts the top card of each of the three piles, whichever pile holds it', () => {
    let counted = 0;
    for (const players of [2, 4] as const)
      for (const state of samplePositions(players, 2, 9)) {
        const { basic, double, advanced } = state.piles;
        // The same cards in other piles (and a pile emptied): each pile is read for itself.
        const shuffled: GameState[] = [
          state,
          { ...state, piles: { basic: advanced, double: basic, advanced: double } },
          { ...state, piles: { basic: double, double: advanced, advanced: [] } },
        ];
        for (const position of shuffled)
          for (let seat = 0; seat < players; seat++) {
            const value = buildAccess(position, seat);
            expect(value).toBe(reference(position, seat));
            if (value > 0) counted++;
          }
      }
    // Not a comparison of zeros only.
    expect(counted).toBeGreaterThan(20);
  });
});
