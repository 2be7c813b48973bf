import { createRandom } from '@antarctica-game/bots/browser';
import {
  applyMove,
  botRandom,
  currentDecision,
  legalMoves,
  newGame,
  playerView,
  weightedRandomBot,
} from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { samplePositions } from './__fixtures__/positions.js';
import { chanceKind } from './decision-kind.js';
import { chanceOutcomes, moveLuck, redrawUnseen, setupLuck, touchesUnseen } from './luck.js';

const settings = { samples: 4, draws: 2 };

describe('luck', () => {
  it('redraws only what no player sees: every view stays the same', () => {
    let changed = 0;
    for (const state of samplePositions(3, 1, 17)) {
      const other = redrawUnseen(state, createRandom(changed + 1));
      for (let seat = 0; seat < 3; seat++)
        expect(playerView(other, seat)).toEqual(playerView(state, seat));
      if (JSON.stringify(other.piles) !== JSON.stringify(state.piles)) changed++;
    }
    expect(changed).toBeGreaterThan(5);
  });

  it('finds chance in builds (a card turns up, a draft may follow), none in a sail', () => {
    const found = { build: 0, sail: 0, sailWithChance: 0, drafts: 0, draftLuck: 0 };
    let state = newGame({ players: 2, seed: 'luck' });
    const bot = weightedRandomBot(botRandom(3));
    for (let step = 0; step < 400; step++) {
      const legal = legalMoves(state);
      if (legal.length === 0) break;
      const move = bot(state, legal);
      const after = applyMove(state, move);
      if (move.type === 'build' || move.type === 'sail') {
        const luck = moveLuck(state, move, after, settings, step);
        if (move.type === 'sail') {
          found.sail++;
          if (luck !== null) found.sailWithChance++;
        } else if (luck !== null) {
          found.build++;
          if (currentDecision(after).kind !== 'draft')
            expect(chanceKind(move, state, after)).toBe('buildingCard');
          if (currentDecision(after).kind === 'draft') {
            found.drafts++;
            expect(chanceKind(move, state, after)).toBe('buildingCardAndShipyardCards');
            if (luck.luck.some((value) => Math.abs(value) > 1e-9)) found.draftLuck++;
          }
          expect(luck.luck).toHaveLength(2);
          expect(luck.outcomes).toBe(settings.samples);
        }
      }
      state = after;
    }
    expect(found.build).toBeGreaterThan(3);
    expect(found.sail).toBeGreaterThan(10);
    expect(found.sailWithChance).toBe(0);
    // A build that starts a Shipyard draft: the cards drawn are worth something to someone.
    expect(found.drafts).toBeGreaterThan(0);
    expect(found.draftLuck).toBe(found.drafts);
  });

  it('answers a move that drew nothing unseen at once, as the full check of every view would', () => {
    let state = newGame({ players: 3, seed: 'untouched' });
    const bot = weightedRandomBot(botRandom(5));
    const views = (other: typeof state) =>
      JSON.stringify(state.players.map((_, seat) => playerView(other, seat)));
    let untouched = 0;
    for (let step = 0; step < 300; step++) {
      const legal = legalMoves(state);
      if (legal.length === 0) break;
      const move = bot(state, legal);
      const after = applyMove(state, move);
      if (!touchesUnseen(state, after) && currentDecision(state).kind !== 'draftDraw') {
        untouched++;
        expect(chanceOutcomes(state, move, after, 3, step)).toBeNull();
        // What the early answer skips: every redraw gives every player the same view.
        for (let sample = 0; sample < 3; sample++)
          expect(views(applyMove(redrawUnseen(state, createRandom(sample)), move))).toBe(
            views(after),
          );
      }
      state = after;
    }
    expect(untouched).toBeGreaterThan(50);
  });

  it('gives every seat a luck for the set-up, the same for the same seed', () => {
    const start = newGame({ players: 4, seed: 'setup-luck' });
    const luck = setupLuck(start, settings, 9);
    expect(luck.luck).toHaveLength(4);
    expect(luck.luck.some((value) => value !== 0)).toBe(true);
    expect(setupLuck(start, settings, 9)).toEqual(luck);
  });
});
