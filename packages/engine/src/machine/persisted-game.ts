import type { StateValue } from 'xstate';
import type { Edition } from '../edition/edition.js';
import { InvalidSavedGameError, restoreGameState } from '../save/serialize.js';
import type { GameState, StoredGameState } from '../state/state.js';

/**
 * A persisted snapshot of a game actor, as returned by `actor.getPersistedSnapshot()`: the
 * shape of xstate's persisted snapshots, with the game as its only context and the edition by
 * id (pass a custom edition back in on restore: `createGameActor({ snapshot, editions })`).
 * About as large as the output of `serializeGame` (from `@antarctica-game/engine`).
 */
export interface PersistedGame {
  /** xstate's actor status when persisted: `done` once the game is over. */
  status: 'active' | 'done' | 'error' | 'stopped';
  /** The state the actor rested in (informative: a restored actor derives it from the game). */
  value: StateValue;
  /** xstate's history states: always empty, the machine has none. */
  historyValue: Record<string, never>;
  /** xstate's child actors: always empty, the machine spawns none. */
  children: Record<string, never>;
  /** The machine's context: the game alone. */
  context: {
    /** The game state, its edition by id. */
    game: StoredGameState;
  };
  /** xstate's output of a finished actor, when it has one. */
  output?: unknown;
  /** The error of an actor that failed (status `error`). */
  error?: unknown;
}

const PLACES = {
  what: 'persisted game snapshot',
  state: 'context.game',
  edition: 'context.game.edition',
};

/** The persisted form of a snapshot of the game machine. */
export function persistGame(snapshot: {
  status: PersistedGame['status'];
  value: StateValue;
  context: { game: GameState };
  output?: unknown;
  error?: unknown;
}): PersistedGame {
  const { edition, ...rest } = snapshot.context.game;
  const persisted: PersistedGame = {
    status: snapshot.status,
    value: snapshot.value,
    historyValue: {},
    children: {},
    context: { game: { ...rest, edition: edition.id } },
  };
  if (snapshot.output !== undefined) persisted.output = snapshot.output;
  if (snapshot.error !== undefined) persisted.error = snapshot.error;
  return persisted;
}

/**
 * The game of a persisted snapshot, checked like a save ({@link validateGameState}). The
 * edition is found by id among the default edition and `editions`; snapshots of earlier
 * versions, which hold the whole edition, are read too.
 *
 * @throws {@link InvalidSavedGameError} (code `invalid-state`) listing every problem.
 */
export function restorePersistedGame(persisted: unknown, editions: readonly Edition[]): GameState {
  try {
    return restore(persisted, editions);
  } catch (error) {
    if (error instanceof InvalidSavedGameError) throw error;
    // A getter that throws, a Proxy, ...: not stored data.
    const reason = error instanceof Error ? error.message : 'unreadable';
    throw new InvalidSavedGameError(
      [{ path: '', message: `the snapshot could not be read: ${reason}` }],
      PLACES.what,
    );
  }
}

function restore(persisted: unknown, editions: readonly Edition[]): GameState {
  if (typeof persisted !== 'object' || persisted === null)
    throw new InvalidSavedGameError(
      [{ path: '', message: 'expected a persisted snapshot' }],
      PLACES.what,
    );
  const context = (persisted as { context?: unknown }).context;
  const game =
    typeof context === 'object' && context !== null
      ? (context as { game?: unknown }).game
      : undefined;
  if (typeof game !== 'object' || game === null || Array.isArray(game))
    throw new InvalidSavedGameError(
      [{ path: 'context.game', message: 'expected the game state' }],
      PLACES.what,
    );
  const stored = game as Record<string, unknown>;
  return restoreGameState(stored, stored.edition, editions, PLACES);
}
