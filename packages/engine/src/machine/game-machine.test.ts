import { sized } from '@antarctica-game/foundation/test-size';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { moveUniverse } from '../__fixtures__/move-universe.js';
import { variedOptions } from '../__fixtures__/varied-games.js';
import { applyMove } from '../apply-move.js';
import { botRandom, uniformBot, weightedRandomBot } from '../bots/random-bot.js';
import { currentDecision } from '../current-decision.js';
import { legalMoves } from '../legal-moves.js';
import { newGame } from '../setup/new-game.js';
import type { Decision } from '../state/decision.js';
import { stateHash } from '../state-hash.js';
import { createGameActor } from './game-actor.js';
import { gameMachine } from './game-machine.js';

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
    case 'draftDraw':
    case 'draft':
      return { playing: { resolving: decision.kind } };
    case 'gameOver':
      return 'gameOver';
  }
}

/** Seeded games a player count: 100 in .ci/run (TEST_SIZE=full), 15 in `pnpm test`. */
const SEEDS = sized(100, 15);

describe('the game statechart', () => {
  it(`is the same engine as the headless API: ${3 * SEEDS} seeded random games agree after every move`, () => {
    let games = 0;
    for (const players of [2, 3, 4] as const) {
      for (let seed = 1; seed <= SEEDS; seed++) {
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
    expect(games).toBe(3 * SEEDS);
  }, 120_000);

  it("takes the same steps as xstate's own interpreter of the machine, legal and refused moves alike (games of every kind, rule readings and table setups included)", () => {
    let compared = 0;
    for (let index = 0; index < 30; index++) {
      const options = variedOptions(index);
      const game = newGame(options);
      const fast = createActor(gameMachine, { input: { game } }).start();
      // `provide` gives a copy of the machine without the fast path: xstate interprets it.
      const interpreted = createActor(gameMachine.provide({}), { input: { game } }).start();
      const bot =
        index % 2 === 0 ? weightedRandomBot(botRandom(index)) : uniformBot(botRandom(index));
      for (let step = 0; step < 300; step++) {
        const state = fast.getSnapshot().context.game;
        const legal = legalMoves(state);
        if (legal.length === 0) break;
        const decider = legal[0]?.seat ?? 0;
        const universe = moveUniverse(state, [decider]);
        const moves = [
          universe[step % universe.length],
          { type: 'noSuchMove', seat: decider },
          bot(state, legal),
        ];
        for (const move of moves) {
          fast.send(move as never);
          interpreted.send(move as never);
          const a = fast.getSnapshot();
          const b = interpreted.getSnapshot();
          expect(a.value).toEqual(b.value);
          expect(a.status).toBe(b.status);
          // The fast path builds snapshots field by field: the same fields, the same tags.
          expect(Object.keys(a)).toEqual(Object.keys(b));
          expect([...a.tags]).toEqual([...b.tags]);
          expect(stateHash(a.context.game)).toBe(stateHash(b.context.game));
          expect(a.context.lastError?.code).toBe(b.context.lastError?.code);
          expect(a.context.lastEvents).toEqual(b.context.lastEvents);
          expect(a.matches(a.value)).toBe(true);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(15_000);
  }, 120_000);

  it("starts where xstate's own interpreter starts, for games at every kind of decision", () => {
    let compared = 0;
    for (let index = 0; index < 12; index++) {
      const options = variedOptions(index);
      let game = newGame(options);
      const bot = weightedRandomBot(botRandom(index));
      for (let step = 0; step < 400; step++) {
        if (step % 7 === 0 || legalMoves(game).length === 0) {
          const fast = createActor(gameMachine, { input: { game } }).start().getSnapshot();
          const interpreted = createActor(gameMachine.provide({}), { input: { game } })
            .start()
            .getSnapshot();
          expect(fast.value).toEqual(interpreted.value);
          expect(fast.status).toBe(interpreted.status);
          expect(Object.keys(fast)).toEqual(Object.keys(interpreted));
          expect(fast.context).toEqual(interpreted.context);
          expect(fast.context.game).toBe(game);
          expect(fast.matches(interpreted.value)).toBe(true);
          compared++;
        }
        const legal = legalMoves(game);
        if (legal.length === 0) break;
        game = applyMove(game, bot(game, legal));
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('accepts in each state every kind of move the engine lists there', () => {
    const config = gameMachine.config as { states?: Record<string, any> };
    const acceptedAt = (value: unknown): string[] => {
      let node: any = { states: config.states };
      let current: unknown = value;
      while (typeof current === 'object' && current !== null) {
        const [key, inner] = Object.entries(current)[0] as [string, unknown];
        node = node.states[key];
        current = inner;
      }
      return Object.keys(node.states[current as string].on ?? {});
    };
    for (let index = 0; index < 45; index++) {
      const actor = createGameActor(variedOptions(index));
      const bot = weightedRandomBot(botRandom(index));
      for (let step = 0; step < 300; step++) {
        const { game } = actor.getSnapshot().context;
        const legal = legalMoves(game);
        if (legal.length === 0) break;
        const accepted = acceptedAt(actor.getSnapshot().value);
        for (const move of legal) expect(accepted).toContain(move.type);
        actor.send(bot(game, legal));
      }
    }
  });

  it('refuses an illegal move without changing the game, and says why', () => {
    const actor = createGameActor({ players: 4, seed: 1 });
    const before = actor.getSnapshot().context.game;
    actor.send({ type: 'endTurn', seat: 3 });
    expect(actor.getSnapshot().context.game).toBe(before);
    expect(actor.getSnapshot().context.lastError?.code).toBe('not-your-decision');
    actor.send({ type: 'sail', seat: 0, to: before.sun });
    expect(actor.getSnapshot().context.lastError?.code).toBe('not-allowed');
    actor.send({ type: 'noSuchMove', seat: 0 } as never);
    expect(actor.getSnapshot().context.lastError?.code).toBe('malformed');
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

describe('a game given to createActor directly', () => {
  it('is still checked to be a game state: anything else puts the actor in error with invalid-argument', () => {
    const notAGame = { phase: 'playing', pending: [], turn: { to: -1, icebreaker: false } };
    const actor = createActor(gameMachine, { input: { game: notAGame as never } });
    actor.subscribe({ error: () => {} });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect((actor.getSnapshot().error as { code?: string }).code).toBe('invalid-argument');
  });
});
