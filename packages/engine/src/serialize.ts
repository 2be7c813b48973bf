import { DEFAULT_EDITION } from './edition/default-edition.js';
import type { Edition } from './edition/edition.js';
import { validateEdition } from './edition/validate-edition.js';
import { EngineError } from './errors.js';
import type { GameState } from './state.js';
import { type StateIssue, validateGameState } from './validate-state.js';

/** The JSON document of a saved game. */
export interface SavedGame {
  format: 'antarctica-game';
  version: 1;
  /** The edition's id when it is one the loader knows (the default), else the whole edition. */
  edition: string | Edition;
  /** The game state without its edition. */
  state: Omit<GameState, 'edition'>;
}

/**
 * Serializes a game to versioned JSON. The default edition is stored by its id; any other
 * edition is stored whole, so a saved game always loads.
 */
export function serializeGame(state: GameState): string {
  const { edition, ...rest } = state;
  const saved: SavedGame = {
    format: 'antarctica-game',
    version: 1,
    edition: edition === DEFAULT_EDITION ? edition.id : edition,
    state: rest,
  };
  return JSON.stringify(saved);
}

/**
 * Loads a game saved by {@link serializeGame}, checking everything: the format and version, the
 * edition, the shape of every field, and that the pieces and cards add up.
 *
 * @param editions - Editions that may be referred to by id (the default is always known).
 * @throws {@link EngineError} with code `invalid-state`, and `issues` listing every problem found.
 */
export function deserializeGame(text: string, editions: readonly Edition[] = []): GameState {
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
        message: `saved game version ${String(document.version)} is not readable; this engine reads version 1`,
      },
    ]);
  }
  const edition = resolveEdition(document.edition, editions);
  const checked = validateGameState({ ...(document.state as object), edition });
  if (!checked.ok) throw new InvalidSavedGameError(checked.issues);
  return checked.state;
}

function resolveEdition(value: unknown, editions: readonly Edition[]): Edition {
  if (typeof value === 'string') {
    const known = [DEFAULT_EDITION, ...editions].find((edition) => edition.id === value);
    if (known === undefined)
      throw new InvalidSavedGameError([
        { path: 'edition', message: `unknown edition "${value}"; pass it to deserializeGame` },
      ]);
    return known;
  }
  const checked = validateEdition(value);
  if (!checked.ok) {
    throw new InvalidSavedGameError(
      checked.errors.map((error) => ({ path: `edition.${error.path}`, message: error.message })),
    );
  }
  return checked.edition;
}

/** A saved game that cannot be loaded; `issues` says every problem and where. */
export class InvalidSavedGameError extends EngineError {
  constructor(readonly issues: readonly StateIssue[]) {
    super(
      'invalid-state',
      `invalid saved game: ${issues
        .slice(0, 3)
        .map((issue) => `${issue.path || '(document)'}: ${issue.message}`)
        .join('; ')}${issues.length > 3 ? `; and ${issues.length - 3} more` : ''}`,
    );
    this.name = 'InvalidSavedGameError';
  }
}
