import { describeValue } from '@antarctica-game/foundation/shape-check';
import { type Actor, createActor, type SnapshotFrom } from 'xstate';
import type { Edition } from '../edition/edition.js';
import { freezeEdition } from '../edition/freeze-edition.js';
import { EngineError } from '../errors/engine-error.js';
import { InvalidSavedGameError } from '../save/serialize.js';
import { validateGameState } from '../save/validate-state.js';
import { type NewGameOptions, newGame } from '../setup/new-game.js';
import { checkNewGameOptions } from '../setup/new-game-options.js';
import type { GameState } from '../state/state.js';
import { gameMachine } from './game-machine.js';
import { type GameMachineEvent, NOT_A_MOVE } from './machine-events.js';
import { type PersistedGame, restorePersistedGame } from './persisted-game.js';

/** A running game: send it moves (`Move`, from `@antarctica-game/engine`), subscribe to its snapshots. */
export type GameActor = Actor<typeof gameMachine>;

/** A snapshot of the game actor. */
export type GameSnapshot = SnapshotFrom<typeof gameMachine>;

/**
 * How to start a game actor: a new game (the options of {@link newGame}), a game state, or a
 * persisted snapshot (with the editions it may name besides the default one).
 */
export type GameActorOptions =
  | NewGameOptions
  | {
      /** A game to go on with, such as one loaded with `deserializeGame`. */
      state: GameState;
    }
  | {
      /**
       * What `actor.getPersistedSnapshot()` gave (typed by xstate as a generic snapshot), or
       * its JSON parsed: checked like a save either way.
       */
      snapshot: PersistedGame | ReturnType<GameActor['getPersistedSnapshot']>;
      /** Editions besides the default one that the snapshot's edition id may name. */
      editions?: readonly Edition[];
    };

/**
 * Creates and starts an actor running the game statechart, for apps: `actor.send(move)`,
 * `actor.subscribe(snapshot => ...)`, and `actor.getPersistedSnapshot()` to save the game.
 *
 * A game state or persisted snapshot given is checked like a save. The actor never stops on a
 * bad event: anything sent that is not a legal move (`null`, a number, an unknown move, a move
 * of the wrong player) leaves the game as it was and sets `context.lastError`.
 *
 * @example
 * ```ts
 * const actor = createGameActor({ players: 3, seed: 42 });
 * actor.send(legalMoves(actor.getSnapshot().context.game)[0]);
 * ```
 *
 * @throws `EngineError` `invalid-options` for options no game can be set up with;
 * {@link InvalidSavedGameError} (code `invalid-state`) for a state or snapshot that does not
 * hold together, listing every problem.
 */
export function createGameActor(options: GameActorOptions): GameActor {
  if (typeof options !== 'object' || options === null)
    throw new EngineError(
      'invalid-options',
      `createGameActor needs { players, seed }, { state } or { snapshot }, not ${describeValue(options)}`,
    );
  let game: GameState;
  if ('snapshot' in options) {
    game = restorePersistedGame(options.snapshot, options.editions ?? []);
  } else if ('state' in options) {
    const checked = validateGameState(options.state);
    if (!checked.ok)
      throw new InvalidSavedGameError(
        checked.issues.map((issue) => ({
          ...issue,
          path: issue.path === '' ? 'state' : `state.${issue.path}`,
        })),
        'game state',
      );
    game = checked.state;
    freezeEdition(game.edition);
  } else {
    checkNewGameOptions(options);
    game = newGame(options);
  }
  const actor = createActor(gameMachine, { input: { game } });
  guardEvents(actor);
  actor.start();
  return actor;
}

/**
 * xstate reads `event.type` of whatever is sent, and an actor whose transition throws stops
 * (and, with no error listener, takes the Node process down). Events that are not objects with
 * a string type, and types reserved by xstate (`xstate.*`, the wildcard `*`), are wrapped as a {@link NotAMoveEvent}, which
 * the machine refuses as `malformed`.
 */
function guardEvents(actor: GameActor): void {
  const send = actor.send.bind(actor);
  actor.send = (event: GameMachineEvent) => {
    let type: unknown;
    try {
      type = typeof event === 'object' && event !== null ? event.type : undefined;
    } catch {
      type = undefined;
    }
    send(
      typeof type === 'string' && !type.startsWith('xstate.') && type !== '*' && type !== NOT_A_MOVE
        ? event
        : { type: NOT_A_MOVE, value: event },
    );
  };
}

export type { PersistedGame } from './persisted-game.js';
