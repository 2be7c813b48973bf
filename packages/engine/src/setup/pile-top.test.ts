import { describe, expect, it } from 'vitest';
import { applyMove } from '../apply-move.js';
import { botRandom, weightedRandomBot } from '../bots/random-bot.js';
import { DECKS, type Deck } from '../edition/edition.js';
import { legalMoves } from '../legal-moves.js';
import type { GameState } from '../state/state.js';
import { newGame } from './new-game.js';
import { pileRevealChoices, putCardOnTop } from './pile-top.js';
import { type TableSetup, tableSetupOf } from './table-setup.js';

/** A seeded game's set-up and the states of a bot game played from it. */
function seededGame(players: 2 | 3 | 4, seed: number): { setup: TableSetup; states: GameState[] } {
  let state = newGame({ players, seed: `pile-top-${seed}` });
  const setup = tableSetupOf(state);
  const bot = weightedRandomBot(botRandom(seed + 1));
  const states = [state];
  for (let move = 0; move < 3000; move++) {
    const legal = legalMoves(state);
    if (legal.length === 0) break;
    state = applyMove(state, bot(state, legal));
    states.push(state);
  }
  return { setup, states };
}

/** The kinds of card a list holds, by how many of each (a kind: the card as the edition reads it). */
function kinds(state: GameState, ids: readonly number[]): Map<string, number> {
  const count = new Map<string, number>();
  for (const id of ids) {
    const key = JSON.stringify(state.edition.buildingCards[id]);
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  return count;
}

function choiceKinds(state: GameState, setup: TableSetup, deck: Deck): Map<string, number> {
  return new Map(
    pileRevealChoices(setup, state, deck).map((choice) => [
      JSON.stringify(state.edition.buildingCards[choice.id]),
      choice.left,
    ]),
  );
}

describe('pileRevealChoices', () => {
  it('at the start of seeded games, lists every card of the deck the engine deals at that player count', () => {
    for (const players of [2, 3, 4] as const)
      for (let seed = 0; seed < 5; seed++) {
        const state = newGame({ players, seed });
        const setup = tableSetupOf(state);
        for (const deck of DECKS) {
          const dealt = state.edition.buildingCards.flatMap((card, id) =>
            card.deck === deck && card.minPlayers <= players ? [id] : [],
          );
          expect(choiceKinds(state, setup, deck)).toEqual(kinds(state, dealt));
        }
      }
  });

  it('through seeded bot games, lists what the engine pile still holds, one choice per kind', () => {
    let checked = 0;
    for (const players of [2, 3, 4] as const)
      for (let seed = 0; seed < 3; seed++) {
        const { setup, states } = seededGame(players, seed);
        for (const state of states)
          for (const deck of DECKS) {
            expect(choiceKinds(state, setup, deck)).toEqual(kinds(state, state.piles[deck]));
            checked++;
          }
      }
    expect(checked).toBeGreaterThan(100);
  });

  it('gives each kind once, with an id of that kind still in the pile', () => {
    const state = newGame({ players: 4, seed: 3 });
    const setup = tableSetupOf(state);
    for (const deck of DECKS) {
      const choices = pileRevealChoices(setup, state, deck);
      const texts = choices.map((choice) => JSON.stringify(state.edition.buildingCards[choice.id]));
      expect(new Set(texts).size).toBe(texts.length);
      for (const choice of choices) expect(state.piles[deck]).toContain(choice.id);
    }
  });
});

describe('putCardOnTop', () => {
  it('puts every card still under a top on it, in the set-up and the state, leaving the rest', () => {
    const { setup, states } = seededGame(3, 7);
    const state = states[Math.floor(states.length / 2)] as GameState;
    for (const deck of DECKS) {
      const pile = state.piles[deck];
      for (const id of pile) {
        const placed = putCardOnTop(setup, state, deck, id);
        expect(placed).not.toBeNull();
        const top = placed?.state.piles[deck].at(-1) as number;
        expect(state.edition.buildingCards[top]).toEqual(state.edition.buildingCards[id]);
        expect([...(placed?.state.piles[deck] ?? [])].sort()).toEqual([...pile].sort());
        const taken = setup.piles[deck].length - pile.length;
        expect(placed?.setup.piles[deck].slice(0, taken)).toEqual(
          setup.piles[deck].slice(0, taken),
        );
        expect(placed?.setup.piles[deck].slice(taken).reverse()).toEqual(placed?.state.piles[deck]);
        // The other piles and the arguments are untouched.
        for (const other of DECKS)
          if (other !== deck) expect(placed?.state.piles[other]).toBe(state.piles[other]);
      }
    }
    expect(tableSetupOf(newGame({ players: 3, seed: 'pile-top-7' }))).toEqual(setup);
  });

  it('the state it gives plays on as the engine deals: the card named is the next one taken', () => {
    const state = newGame({ players: 2, seed: 11 });
    const setup = tableSetupOf(state);
    const deck: Deck = 'basic';
    const bottom = state.piles[deck][0] as number;
    const placed = putCardOnTop(setup, state, deck, bottom);
    expect(placed?.state.piles[deck].at(-1)).toBe(bottom);
    expect(placed?.setup.piles[deck][0]).toBe(bottom);
  });

  it('gives null, changing nothing, for a card no longer in the pile', () => {
    const state = newGame({ players: 2, seed: 5 });
    const setup = tableSetupOf(state);
    const other = state.edition.buildingCards.findIndex((card) => card.deck === 'advanced');
    const copy = structuredClone(setup);
    expect(putCardOnTop(setup, state, 'basic', other)).toBeNull();
    expect(setup).toEqual(copy);
  });

  it('says invalid-argument for a deck, set-up or card of the wrong kind', () => {
    const state = newGame({ players: 2, seed: 5 });
    const setup = tableSetupOf(state);
    const invalid = expect.objectContaining({ name: 'EngineError', code: 'invalid-argument' });
    expect(() => pileRevealChoices(setup, state, 'large' as Deck)).toThrow(invalid);
    expect(() => pileRevealChoices({} as TableSetup, state, 'basic')).toThrow(invalid);
    expect(() => pileRevealChoices(setup, {} as GameState, 'basic')).toThrow(invalid);
    const short = { ...setup, piles: { ...setup.piles, basic: setup.piles.basic.slice(1) } };
    expect(() => pileRevealChoices(short, state, 'basic')).toThrow(invalid);
    expect(() => putCardOnTop(setup, state, 'basic', Number.NaN)).toThrow(invalid);
  });
});
