import { describe, expect, it } from 'vitest';
import { applyMove } from './apply-move.js';
import { botRandom, playOut, weightedRandomBot } from './bots/random-bot.js';
import { legalMoves } from './legal-moves.js';
import { buildingsNeededBy } from './move-needs.js';
import { hasBuilding } from './rules/board.js';
import { newGame } from './setup/new-game.js';
import type { GameState } from './state/state.js';

/** Whether the area a turn's ship sailed to has one of the Buildings a move needs. */
function standsThere(state: GameState, move: { type: string; track?: number | null }): boolean {
  const area = state.turn?.to ?? -1;
  return buildingsNeededBy(state.edition, move).some((type) => hasBuilding(state, area, type));
}

describe('buildingsNeededBy: what a ship built, a recruit or research needs in the area', () => {
  it('names Shipyard, Camp and the track centres, and nothing for other moves', () => {
    const { edition } = newGame({ players: 2, seed: 'needs' });
    expect(buildingsNeededBy(edition, { type: 'buildShip' })).toEqual(['shipyard']);
    expect(buildingsNeededBy(edition, { type: 'recruit' })).toEqual(['camp']);
    edition.tracks.forEach((track, index) => {
      expect(buildingsNeededBy(edition, { type: 'research', track: index })).toEqual(track.centers);
    });
    expect(buildingsNeededBy(edition, { type: 'research', track: 99 })).toEqual([]);
    expect(buildingsNeededBy(edition, { type: 'sail' })).toEqual([]);
  });

  it('agrees with the engine on seeded bot games: no such move is legal where none stands', () => {
    let checked = 0;
    for (const players of [2, 3, 4] as const)
      for (let index = 0; index < 4; index++) {
        const initial = newGame({ players, seed: `needs-${players}-${index}` });
        playOut(initial, weightedRandomBot(botRandom(index * 31 + players)), (state, move) => {
          if (state.turn !== null && state.turn.acted === false) {
            const legal = legalMoves(state);
            for (const candidate of legal)
              if (['buildShip', 'recruit', 'research'].includes(candidate.type)) {
                expect(standsThere(state, candidate)).toBe(true);
                checked++;
              }
            // Where none of the Buildings stands, the engine lists no such move.
            const moves: { type: string; track?: number }[] = [
              { type: 'buildShip' },
              { type: 'recruit' },
              ...state.edition.tracks.map((_, track) => ({ type: 'research', track })),
            ];
            for (const wanted of moves)
              if (!standsThere(state, wanted))
                expect(
                  legal.some(
                    (other) =>
                      other.type === wanted.type &&
                      (wanted.track === undefined ||
                        (other as { track?: number }).track === wanted.track),
                  ),
                ).toBe(false);
          }
          return applyMove(state, move);
        });
      }
    expect(checked).toBeGreaterThan(100);
  });
});
