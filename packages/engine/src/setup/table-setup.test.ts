import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import seededSetups from '../__fixtures__/seeded-setups.json' with { type: 'json' };
import { applyMove } from '../apply-move.js';
import { botRandom, weightedRandomBot } from '../bots/random-bot.js';
import { currentDecision } from '../current-decision.js';
import { EngineError } from '../errors/engine-error.js';
import { legalMoves } from '../legal-moves.js';
import type { Move } from '../state/moves.js';
import type { GameState } from '../state/state.js';
import { newGame } from './new-game.js';
import { type TableSetup, tableSetupOf } from './table-setup.js';

describe('a game set up from a table instead of a seed', () => {
  it('seeds give exactly the setups they gave before table setups existed', () => {
    for (const { players, seed, shipPlacement, sha256 } of seededSetups) {
      const state = newGame({
        players: players as 2 | 3 | 4,
        seed,
        shipPlacement: shipPlacement as 'firstGame' | 'free',
      });
      const { edition: _edition, rules: _rules, chance: _chance, ...rest } = state;
      const hash = createHash('sha256').update(JSON.stringify(rest)).digest('hex');
      expect(hash, `${players} players, seed ${seed}, ${shipPlacement}`).toBe(sha256);
    }
  });

  it('starts exactly as the seeded game it was read from', () => {
    for (const players of [2, 3, 4] as const) {
      const seeded = newGame({ players, seed: 7, shipPlacement: 'free' });
      const table = newGame({ players, setup: tableSetupOf(seeded), shipPlacement: 'free' });
      expect(table.chance).toBe('table');
      const comparable = (state: GameState) => ({
        ...state,
        rng: 0,
        chance: 'seeded',
        shipyardPile: state.shipyardPile.slice().sort(),
      });
      expect(comparable(table)).toEqual(comparable(seeded));
    }
  });

  it('plays a whole game with the same moves as the seeded game, the drafts stated as moves', () => {
    let totalDrafts = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const bot = weightedRandomBot(botRandom(seed));
      let seeded = newGame({ players: 4, seed });
      let table = newGame({ players: 4, setup: tableSetupOf(seeded) });
      let drafts = 0;
      while (legalMoves(seeded).length > 0) {
        const move = bot(seeded, legalMoves(seeded));
        const next = applyMove(seeded, move);
        table = applyMove(table, move);
        const decision = currentDecision(table);
        if (decision.kind === 'draftDraw') {
          // The seeded game drew these cards: state them as the table saw them.
          const nextDecision = currentDecision(next);
          const cards = nextDecision.kind === 'draft' ? nextDecision.cards : [];
          const stated: Move = { type: 'drawDraftCards', seat: decision.seat, cards };
          expect(legalMoves(table).some((legal) => sameCards(legal, cards))).toBe(true);
          table = applyMove(table, stated);
          drafts++;
        }
        seeded = next;
        expect(sortedCards(currentDecision(table))).toEqual(sortedCards(currentDecision(seeded)));
      }
      expect(table.players.map(withSortedHand)).toEqual(seeded.players.map(withSortedHand));
      expect(table.areas).toEqual(seeded.areas);
      totalDrafts += drafts;
    }
    expect(totalDrafts).toBeGreaterThan(0);
  });

  it('refuses a setup that does not match the box, saying where', () => {
    const good = tableSetupOf(newGame({ players: 3, seed: 1 }));
    const cases: Array<[string, (setup: TableSetup) => void]> = [
      ['setup.startingBuildings', (setup) => setup.startingBuildings.pop()],
      ['setup.startingBuildings[0]', (setup) => (setup.startingBuildings[0] = 'lab' as never)],
      ['setup.piles.basic', (setup) => setup.piles.basic.pop()],
      ['setup.piles.double[1]', (setup) => (setup.piles.double[1] = setup.piles.double[0]!)],
      ['setup.startingResourceCards[0]', (setup) => (setup.startingResourceCards[0] = 999)],
      ['setup.resourcePile', (setup) => setup.resourcePile.push(1)],
    ];
    for (const [where, spoil] of cases) {
      const setup = structuredClone(good);
      spoil(setup);
      let error: unknown;
      try {
        newGame({ players: 3, setup });
      } catch (caught) {
        error = caught;
      }
      expect(error, where).toBeInstanceOf(EngineError);
      expect((error as EngineError).code).toBe('invalid-options');
      expect((error as EngineError).message).toContain(where);
    }
  });

  it('needs a seed or a setup', () => {
    expect(() => newGame({ players: 2 })).toThrow(EngineError);
  });

  it('tableSetupOf refuses a game whose cards have moved', () => {
    const state = newGame({ players: 2, seed: 1 });
    state.players[0]!.buildingCards.push(0);
    expect(() => tableSetupOf(state)).toThrow(/no Building Card was taken/);
  });
});

function sameCards(move: Move, cards: readonly string[]): boolean {
  return (
    move.type === 'drawDraftCards' &&
    move.cards.slice().sort().join() === cards.slice().sort().join()
  );
}

function sortedCards<T>(decision: T): T {
  const cards = (decision as { cards?: string[] }).cards;
  return cards === undefined ? decision : { ...decision, cards: cards.slice().sort() };
}

function withSortedHand<T extends { shipyardCards: string[] }>(player: T): T {
  return { ...player, shipyardCards: player.shipyardCards.slice().sort() };
}
