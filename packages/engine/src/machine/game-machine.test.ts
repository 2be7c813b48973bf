import { describe, expect, it } from 'vitest';
import { applyMove } from '../apply-move.js';
import { botRandom, uniformBot, weightedRandomBot } from '../bots/random-bot.js';
import { currentDecision, type Decision } from '../decision.js';
import { legalMoves } from '../legal-moves.js';
import { newGame } from '../new-game.js';
import { stateHash } from '../state-hash.js';
import { createGameActor, type PersistedGame } from './game-actor.js';

/** The state value the machine must rest in for each decision. */
function stateOf(decision: Decision): unknown {
  const turn = 'icebreaker' in decision && decision.icebreaker ? 'icebreakerTurn' : 'turn';
  switch (decision.kind) {
    case 'openingCube':
      return { setup: 'openingCube' };
    case 'placeShip':
      return { setup: 'placingShips' };
    case 'sail':
      return { playing: { [turn]: 'sailing' } };
    case 'turn':
      return { playing: { [turn]: decision.acted ? 'finishing' : 'choosingAction' } };
    case 'trackAction':
    case 'shipyardPick':
    case 'draft':
      return { playing: { resolving: decision.kind } };
    case 'gameOver':
      return 'gameOver';
  }
}

describe('the game statechart', () => {
  it('is the same engine as the headless API: 300 seeded random games agree after every move', () => {
    let games = 0;
    for (const players of [2, 3, 4] as const) {
      for (let seed = 1; seed <= 100; seed++) {
        const options = {
          players,
          seed,
          shipPlacement: seed % 3 === 0 ? ('free' as const) : ('firstGame' as const),
        };
        const bot =
          seed % 5 === 0 ? uniformBot(botRandom(seed)) : weightedRandomBot(botRandom(seed));
        const actor = createGameActor(options);
        let headless = newGame(options);
        for (let step = 0; step < 3000 && headless.phase !== 'over'; step++) {
          const move = bot(headless, legalMoves(headless));
          headless = applyMove(headless, move);
          actor.send(move);
          const snapshot = actor.getSnapshot();
          expect(snapshot.context.lastError).toBeNull();
          expect(stateHash(snapshot.context.game)).toBe(stateHash(headless));
          expect(snapshot.value).toEqual(stateOf(currentDecision(headless)));
        }
        expect(actor.getSnapshot().context.game).toEqual(headless);
        expect(actor.getSnapshot().status).toBe(headless.phase === 'over' ? 'done' : 'active');
        games++;
      }
    }
    expect(games).toBe(300);
  }, 120_000);

  it('refuses an illegal move without changing the game, and says why', () => {
    const actor = createGameActor({ players: 4, seed: 1 });
    const before = actor.getSnapshot().context.game;
    actor.send({ type: 'endTurn', seat: 3 });
    expect(actor.getSnapshot().context.game).toBe(before);
    expect(actor.getSnapshot().context.lastError?.code).toBe('not-your-decision');
    actor.send({ type: 'sail', seat: 0, to: before.sun });
    expect(actor.getSnapshot().context.lastError?.code).toBe('not-allowed');
  });

  it('restores a persisted snapshot at any point and goes on from there', () => {
    const actor = createGameActor({ players: 3, seed: 5 });
    const bot = weightedRandomBot(botRandom(5));
    for (let step = 0; step < 40; step++) {
      const game = actor.getSnapshot().context.game;
      actor.send(bot(game, legalMoves(game)));
    }
    const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as PersistedGame;
    const restored = createGameActor({ snapshot: saved });
    expect(restored.getSnapshot().value).toEqual(actor.getSnapshot().value);
    expect(restored.getSnapshot().context.game).toEqual(actor.getSnapshot().context.game);
    const move = legalMoves(actor.getSnapshot().context.game)[0]!;
    actor.send(move);
    restored.send(move);
    expect(restored.getSnapshot().context.game).toEqual(actor.getSnapshot().context.game);
  });
});

describe('docs/engine.md', () => {
  it('shows the statechart diagram generated from the machine', async () => {
    const { readFileSync } = await import('node:fs');
    const { statechartDiagram } = await import('./statechart-diagram.js');
    const docs = readFileSync(new URL('../../../../docs/engine.md', import.meta.url), 'utf8');
    expect(docs).toContain(`\`\`\`mermaid\n${statechartDiagram()}\n\`\`\``);
  });
});
