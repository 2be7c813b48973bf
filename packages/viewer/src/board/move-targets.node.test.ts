import { newGame } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { wholeGame } from './__fixtures__/mid-game.js';
import { moveLabel } from './move-labels.js';
import { movesByTarget, targetsOf } from './move-targets.js';

describe('move targets', () => {
  it('give every legal move of seeded random games a target and a label, and group each move under each of its targets', () => {
    for (const [players, seed] of [
      [2, 1],
      [3, 2],
      [4, 3],
    ] as const)
      for (const { state, legal } of wholeGame(players, seed)) {
        const byTarget = movesByTarget(legal, state);
        for (const move of legal) {
          const targets = targetsOf(move, state);
          expect(targets.length).toBeGreaterThan(0);
          for (const target of targets) {
            expect(target).not.toMatch(/-1|undefined/);
            expect(byTarget.get(target)).toContain(move);
          }
          expect(moveLabel(move, state)).toMatch(/^[A-Z+]/);
        }
      }
  });

  it('send a sail to its area and a build to its pile', () => {
    const state = newGame({ players: 2, seed: 1 });
    expect(targetsOf({ type: 'sail', seat: 0, to: 4 }, state)).toEqual(['area:4']);
    expect(targetsOf({ type: 'build', seat: 0, deck: 'double', track: 1 }, state)).toEqual([
      'pile:double',
    ]);
    expect(targetsOf({ type: 'endTurn', seat: 0 }, state)).toEqual(['action:endTurn']);
  });

  it('group nothing without moves or a state', () => {
    expect(movesByTarget(undefined, undefined).size).toBe(0);
  });
});

describe('move labels', () => {
  it('tell apart builds that differ only by the Resource Card used', () => {
    const state = newGame({ players: 2, seed: 1 });
    const cards = state.edition.resourceCards;
    const first = cards.findIndex((card) => card.grants.length === 1);
    const other = cards.findIndex(
      (card, id) =>
        id !== first && card.grants.length === 1 && card.grants[0] !== cards[first]?.grants[0],
    );
    const label = (resourceCard: number) =>
      moveLabel({ type: 'build', seat: 0, deck: 'basic', track: 0, resourceCard }, state);
    expect(label(first)).toMatch(/, a Resource Card for the [A-Z]/);
    expect(label(first)).not.toBe(label(other));
  });
});
