import { type Actor, createActor, type SnapshotFrom } from 'xstate';
import { type NewGameOptions, newGame } from '../new-game.js';
import type { GameState } from '../state.js';
import { type GameContext, gameMachine } from './game-machine.js';

/** A running game: send it {@link Move}s, subscribe to its snapshots. */
export type GameActor = Actor<typeof gameMachine>;

/** A persisted snapshot of a game actor, as returned by `actor.getPersistedSnapshot()`. */
export type PersistedGame = ReturnType<GameActor['getPersistedSnapshot']> & {
  context: GameContext;
};

/** A snapshot of the game actor. */
export type GameSnapshot = SnapshotFrom<typeof gameMachine>;

/** How to start a game actor: a new game, an existing state, or a persisted snapshot. */
export type GameActorOptions = NewGameOptions | { state: GameState } | { snapshot: PersistedGame };

/**
 * Creates and starts an actor running the game statechart, for apps: `actor.send(move)`,
 * `actor.subscribe(snapshot => ...)`, and `actor.getPersistedSnapshot()` to save the game.
 *
 * @example
 * ```ts
 * const actor = createGameActor({ players: 3, seed: 42 });
 * actor.send(legalMoves(actor.getSnapshot().context.game)[0]);
 * ```
 */
export function createGameActor(options: GameActorOptions): GameActor {
  const actor =
    'snapshot' in options
      ? createActor(gameMachine, {
          snapshot: options.snapshot,
          input: { game: options.snapshot.context.game },
        })
      : createActor(gameMachine, {
          input: { game: 'state' in options ? options.state : newGame(options) },
        });
  actor.start();
  return actor;
}
