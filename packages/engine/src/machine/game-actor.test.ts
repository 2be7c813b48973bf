import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { botRandom, weightedRandomBot } from '../bots/random-bot.js';
import { DEFAULT_EDITION } from '../edition/default-edition.js';
import type { EngineError } from '../errors/engine-error.js';
import { legalMoves } from '../legal-moves.js';
import { InvalidSavedGameError, serializeGame } from '../save/serialize.js';
import { newGame } from '../setup/new-game.js';
import type { Move } from '../state/moves.js';
import { createGameActor, type GameActor, type PersistedGame } from './game-actor.js';
import { gameMachine } from './game-machine.js';

function playSome(actor: GameActor, moves: number, seed = 5): void {
  const bot = weightedRandomBot(botRandom(seed));
  for (let step = 0; step < moves; step++) {
    const game = actor.getSnapshot().context.game;
    const legal = legalMoves(game);
    if (legal.length === 0) return;
    actor.send(bot(game, legal));
  }
}

const persisted = (actor: GameActor) =>
  JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as PersistedGame;

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('the game actor and bad events', () => {
  const cyclic: Record<string, unknown> = { type: 'endTurn', seat: 0 };
  cyclic.self = cyclic;
  const throwing = Object.defineProperty({ seat: 0 }, 'type', {
    enumerable: true,
    get() {
      throw new Error('no type today');
    },
  });
  const throwingSeat = Object.defineProperty({ type: 'endTurn' }, 'seat', {
    enumerable: true,
    get() {
      throw new Error('no seat today');
    },
  });
  it.each([
    ['null', null, 'malformed'],
    ['undefined', undefined, 'malformed'],
    ['a number', 42, 'malformed'],
    ['a string', 'endTurn', 'malformed'],
    ['an empty object', {}, 'malformed'],
    ['a numeric type', { type: 5 }, 'malformed'],
    ['an unknown move', { type: 'fly', seat: 0 }, 'malformed'],
    ['xstate.stop', { type: 'xstate.stop' }, 'malformed'],
    ['xstate.init', { type: 'xstate.init' }, 'malformed'],
    ['a wildcard type', { type: '*' }, 'malformed'],
    ['a move with a BigInt', { type: 'sail', seat: 0, to: 10n }, 'malformed'],
    ['a move with a cycle', cyclic, 'wrong-decision'],
    ['a move whose type getter throws', throwing, 'malformed'],
    ['a move whose seat getter throws', throwingSeat, 'malformed'],
    ['an array', [1, 2], 'malformed'],
    ['a Buffer', Buffer.from('{"type":"endTurn"}'), 'malformed'],
  ])('ignores %s, records why, and goes on', (_, event, code) => {
    const errors: unknown[] = [];
    const actor = createGameActor({ players: 3, seed: 2 });
    actor.subscribe({ error: (error) => errors.push(error) });
    const before = actor.getSnapshot();
    actor.send(event as Move);
    const after = actor.getSnapshot();
    expect(after.status).toBe('active');
    expect(after.value).toEqual(before.value);
    expect(after.context.game).toBe(before.context.game);
    expect(after.context.lastError?.code).toBe(code);
    expect(after.context.lastError?.message.length).toBeLessThan(400);
    // Still playing: a legal move is accepted.
    const move = legalMoves(after.context.game)[0] as Move;
    actor.send(move);
    expect(actor.getSnapshot().context.lastError).toBeNull();
    expect(actor.getSnapshot().context.game).not.toBe(before.context.game);
    expect(errors).toEqual([]);
  });

  it('refuses to start from a state that is not one, or from bad options, with a clear EngineError', () => {
    const fromEmpty = thrown(() => createGameActor({ state: {} as never }));
    expect(fromEmpty).toBeInstanceOf(InvalidSavedGameError);
    expect((fromEmpty as InvalidSavedGameError).code).toBe('invalid-state');
    expect((fromEmpty as InvalidSavedGameError).issues[0]?.path).toMatch(/^state\./);
    for (const options of [null, 42, { players: 5, seed: 1 }, { players: 3 }, {}])
      expect((thrown(() => createGameActor(options as never)) as EngineError).code).toBe(
        'invalid-options',
      );
  });

  it('starts from a sound state and checks it like a save', () => {
    const game = newGame({ players: 2, seed: 8 });
    expect(createGameActor({ state: game }).getSnapshot().context.game).toBe(game);
    const broken = { ...game, sun: 42 };
    const error = thrown(() => createGameActor({ state: broken })) as InvalidSavedGameError;
    expect(error.issues.map((issue) => issue.path)).toContain('state.sun');
  });
});

describe('persisted snapshots', () => {
  it('restore at any point and go on from there', () => {
    const actor = createGameActor({ players: 3, seed: 5 });
    playSome(actor, 40);
    const restored = createGameActor({ snapshot: persisted(actor) });
    expect(restored.getSnapshot().value).toEqual(actor.getSnapshot().value);
    expect(restored.getSnapshot().context.game).toEqual(actor.getSnapshot().context.game);
    const move = legalMoves(actor.getSnapshot().context.game)[0] as Move;
    actor.send(move);
    restored.send(move);
    expect(restored.getSnapshot().context.game).toEqual(actor.getSnapshot().context.game);
  });

  it('name the edition by id and are no larger than 1.2 times the saved game', () => {
    for (const players of [2, 3, 4] as const) {
      for (const moves of [0, 60, 200]) {
        const actor = createGameActor({ players, seed: moves + players });
        playSome(actor, moves, players);
        const snapshot = persisted(actor);
        expect(snapshot.context.game.edition).toBe(DEFAULT_EDITION.id);
        const size = JSON.stringify(snapshot).length;
        const saved = serializeGame(actor.getSnapshot().context.game).length;
        expect(size).toBeLessThanOrEqual(saved * 1.2);
      }
    }
  });

  it('of a custom edition restore with that edition passed back in, and are refused without it', () => {
    const edition = { ...DEFAULT_EDITION, id: 'my-copy' };
    const actor = createGameActor({ players: 4, seed: 3, edition });
    playSome(actor, 30);
    const snapshot = persisted(actor);
    expect(snapshot.context.game.edition).toBe('my-copy');
    const refused = thrown(() => createGameActor({ snapshot })) as InvalidSavedGameError;
    expect(refused.issues[0]?.path).toBe('context.game.edition');
    const restored = createGameActor({ snapshot, editions: [edition] });
    expect(restored.getSnapshot().context.game.edition).toBe(edition);
  });

  it('are checked like saves: impossible counts are refused with their path', () => {
    const actor = createGameActor({ players: 4, seed: 9 });
    playSome(actor, 50);
    const snapshot = persisted(actor);
    (snapshot.context.game.players[1] as { supply: number }).supply += 3;
    const error = thrown(() => createGameActor({ snapshot })) as InvalidSavedGameError;
    expect(error).toBeInstanceOf(InvalidSavedGameError);
    expect(error.issues.map((issue) => issue.path)).toContain('context.game.players[1]');
    for (const bad of [null, {}, { context: null }, { context: { game: 'x' } }])
      expect(thrown(() => createGameActor({ snapshot: bad as never }))).toBeInstanceOf(
        InvalidSavedGameError,
      );
  });

  it('of earlier versions, with the whole edition inside, still restore', () => {
    const actor = createGameActor({ players: 3, seed: 4 });
    playSome(actor, 25);
    const snapshot = persisted(actor) as unknown as { context: { game: Record<string, unknown> } };
    snapshot.context.game.edition = structuredClone(DEFAULT_EDITION);
    const restored = createGameActor({ snapshot: snapshot as unknown as PersistedGame });
    expect(restored.getSnapshot().context.game).toEqual(actor.getSnapshot().context.game);
  });

  it("restore through xstate's own createActor too (default edition)", () => {
    const actor = createGameActor({ players: 2, seed: 6 });
    playSome(actor, 35);
    const options = { snapshot: persisted(actor), input: undefined } as never;
    const restored = createActor(gameMachine, options).start();
    expect(restored.getSnapshot().value).toEqual(actor.getSnapshot().value);
    expect(restored.getSnapshot().context.game).toEqual(actor.getSnapshot().context.game);
  });
});
