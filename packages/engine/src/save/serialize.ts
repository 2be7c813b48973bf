import { describeValue } from '@antarctica-game/foundation/shape-check';
import { DEFAULT_EDITION } from '../edition/default-edition.js';
import type { Edition } from '../edition/edition.js';
import { freezeEdition } from '../edition/freeze-edition.js';
import { validateEdition } from '../edition/validate-edition.js';
import { checkGameStateArgument } from '../errors/argument-guards.js';
import { asEngineError, EngineError } from '../errors/engine-error.js';
import type { GameState } from '../state/state.js';
import { checkGameState, type StateIssue } from './validate-state.js';

/** The JSON document of a saved game. */
export interface SavedGame {
  /** Marks the JSON as a saved Antarctica game. */
  format: 'antarctica-game';
  /** The version of the save format; a loader refuses versions it does not know. */
  version: 1;
  /** The edition's id when it is one the loader knows (the default), else the whole edition. */
  edition: string | Edition;
  /** The game state without its edition. */
  state: Omit<GameState, 'edition'>;
}

/**
 * Serializes a game to versioned JSON. The default edition is stored by its id; any other
 * edition is stored whole, so a saved game always loads.
 *
 * @throws {@link EngineError} `invalid-argument` if `state` is not a game state.
 */
export function serializeGame(state: GameState): string {
  try {
    checkGameStateArgument(state, 'serializeGame');
    const { edition, ...rest } = state;
    const saved: SavedGame = {
      format: 'antarctica-game',
      version: 1,
      edition: edition === DEFAULT_EDITION ? edition.id : edition,
      state: rest,
    };
    return JSON.stringify(saved);
  } catch (error) {
    throw asEngineError(error, 'serializeGame');
  }
}

/**
 * Loads a game saved by {@link serializeGame}, checking everything a save can contain (see
 * {@link validateGameState}): the format and version, the edition, the shape of every field,
 * every id within its bounds, pieces and cards that add up, and a decision a player can answer.
 * A save written before rule readings existed loads with the readings of its time.
 *
 * @param editions - Editions that may be referred to by id (the default is always known).
 * @throws {@link InvalidSavedGameError} (code `invalid-state`) with `issues` listing every
 * problem found; {@link EngineError} `invalid-argument` if `text` is not a string.
 */
export function deserializeGame(text: string, editions: readonly Edition[] = []): GameState {
  if (typeof text !== 'string')
    throw new EngineError(
      'invalid-argument',
      `deserializeGame reads the text of a save (a string), not ${describeValue(text, 40)}`,
    );
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch (error) {
    throw new InvalidSavedGameError([
      { path: '', message: `not JSON: ${(error as Error).message}` },
    ]);
  }
  if (
    typeof saved !== 'object' ||
    saved === null ||
    (saved as SavedGame).format !== 'antarctica-game'
  ) {
    throw new InvalidSavedGameError([{ path: 'format', message: 'not a saved Antarctica game' }]);
  }
  const document = saved as Partial<SavedGame>;
  if (document.version !== 1) {
    throw new InvalidSavedGameError([
      {
        path: 'version',
        message: `saved game version ${describeValue(document.version, 20)} is not readable; this engine reads version 1`,
      },
    ]);
  }
  const state = document.state as unknown;
  if (typeof state !== 'object' || state === null || Array.isArray(state))
    throw new InvalidSavedGameError([{ path: 'state', message: 'expected the game state' }]);
  return restoreGameState(
    state as Record<string, unknown>,
    document.edition,
    editions,
    SAVE_PLACES,
  );
}

/** What a stored game is called in messages, and where its state and edition are in the document. */
export interface StoredGamePlaces {
  what: string;
  state: string;
  edition: string;
}

const SAVE_PLACES: StoredGamePlaces = { what: 'saved game', state: 'state', edition: 'edition' };

/**
 * Turns stored game data, with its edition as stored (an edition's id or a whole edition), back
 * into a checked game state (for saves and persisted actor snapshots).
 *
 * @throws {@link InvalidSavedGameError} listing every problem.
 */
export function restoreGameState(
  stored: Record<string, unknown>,
  storedEdition: unknown,
  editions: readonly Edition[],
  places: StoredGamePlaces,
): GameState {
  const edition = resolveEdition(storedEdition, editions, places);
  const checked = checkGameState({ ...stored, edition }, true);
  if (!checked.ok)
    throw new InvalidSavedGameError(
      checked.issues.map((issue) => ({ ...issue, path: prefixed(places.state, issue.path) })),
      places.what,
    );
  return checked.state;
}

const prefixed = (prefix: string, path: string) => (path === '' ? prefix : `${prefix}.${path}`);

/** Editions given by callers that were found valid (editions are never changed). */
const checkedEditions = new WeakSet<object>();

function resolveEdition(
  value: unknown,
  editions: readonly Edition[],
  places: StoredGamePlaces,
): Edition {
  if (typeof value === 'string') {
    if (value === DEFAULT_EDITION.id) return DEFAULT_EDITION;
    const known = Array.isArray(editions)
      ? editions.find(
          (edition) => typeof edition === 'object' && edition !== null && edition.id === value,
        )
      : undefined;
    if (known === undefined)
      throw new InvalidSavedGameError(
        [
          {
            path: places.edition,
            message: `unknown edition ${describeValue(value, 60)}; pass it in the editions to load with`,
          },
        ],
        places.what,
      );
    value = known;
  }
  if (value === DEFAULT_EDITION) return DEFAULT_EDITION;
  if (typeof value === 'object' && value !== null && checkedEditions.has(value))
    return value as Edition;
  const checked = validateEdition(value);
  if (!checked.ok) {
    throw new InvalidSavedGameError(
      checked.errors.map((error) => ({
        path: prefixed(places.edition, error.path),
        message: error.message,
      })),
      places.what,
    );
  }
  checkedEditions.add(freezeEdition(checked.edition));
  return checked.edition;
}

/**
 * A saved game (or another stored game: a persisted actor snapshot, a state given to the
 * actor) that cannot be loaded; `issues` says every problem and where. Code `invalid-state`.
 */
export class InvalidSavedGameError extends EngineError {
  constructor(
    /** Every problem found: a path into the document (`state.players[1].supply`) and a message. */
    readonly issues: readonly StateIssue[],
    what = 'saved game',
  ) {
    super(
      'invalid-state',
      `invalid ${what}: ${issues
        .slice(0, 3)
        .map((issue) => `${issue.path || '(document)'}: ${issue.message}`)
        .join('; ')}${issues.length > 3 ? `; and ${issues.length - 3} more` : ''}`,
    );
    this.name = 'InvalidSavedGameError';
  }
}
