import {
  applyMove,
  botRandom,
  legalMoves,
  type Move,
  newGame,
  weightedRandomBot,
} from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { legalForBot } from './decide.js';

// The bot's copy of the legal moves: each move of every kind the engine lists copied field for
// field (the commonest kinds through literals of their own shape), and a move of any other shape
// copied as it is.

describe('legalForBot', () => {
  it('copies every kind of listed move exactly, as new unfrozen objects', () => {
    const kinds = new Set<string>();
    for (const players of [2, 3, 4] as const) {
      const bot = weightedRandomBot(botRandom(players));
      let state = newGame({ players, seed: `copies-${players}` });
      for (;;) {
        const legal = legalMoves(state);
        if (legal.length === 0) break;
        const copies = legalForBot(legal);
        expect(copies).toStrictEqual(legal.map((move) => ({ ...move })));
        for (let index = 0; index < legal.length; index++) {
          const copy = copies[index] as Move;
          expect(copy).not.toBe(legal[index]);
          expect(Object.isFrozen(copy)).toBe(false);
          expect(Object.keys(copy)).toEqual(Object.keys(legal[index] as Move));
          kinds.add(copy.type);
        }
        state = applyMove(state, bot(state, legal));
      }
    }
    expect(kinds.size).toBeGreaterThanOrEqual(15);
  });

  it('keeps a move’s fields as they are when its shape is not one the engine lists', () => {
    const odd = [
      { type: 'sail', seat: 0, to: 2, note: 'x' },
      { type: 'sail', seat: 0, note: 'x' },
      { type: 'discard', seat: 1, resource: 'boardShip' },
      { type: 'discard', seat: 1, resource: 'cube', ship: 3 },
      { type: 'build', seat: 0, deck: 'basic', track: null, resourceCard: undefined },
      { type: 'moveShip', seat: 0, ship: 1, to: 2, from: 3 },
      { type: 'drawDraftCards', seat: 0, cards: ['a', 'b'] },
    ] as unknown as Move[];
    const copies = legalForBot(odd);
    for (let index = 0; index < odd.length; index++) {
      expect(copies[index]).toStrictEqual(odd[index]);
      expect(Object.keys(copies[index] as Move)).toEqual(Object.keys(odd[index] as Move));
    }
    const draw = copies[6] as Extract<Move, { type: 'drawDraftCards' }>;
    expect(draw.cards).not.toBe((odd[6] as typeof draw).cards);
  });
});
