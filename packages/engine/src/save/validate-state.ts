import { isSound } from '@antarctica-game/foundation/shape-check';
import { DEFAULT_EDITION } from '../edition/default-edition.js';
import type { PlayerCount } from '../edition/edition.js';
import { validateEdition } from '../edition/validate-edition.js';
import { listMoves } from '../rules/list-moves.js';
import { decisionOf } from '../state/decision.js';
import { DEFAULT_RULES, LEGACY_RULES, RULE_OPTIONS } from '../state/rule-options.js';
import { type GameState, SHIPS_PER_SEAT } from '../state/state.js';
import { checkBoard } from './check-board.js';
import { checkBuildingCards, checkOtherCards } from './check-cards.js';
import type { CheckContext } from './check-context.js';
import { checkPlayers } from './check-players.js';
import { checkTracks } from './check-tracks.js';
import { checkPending, checkPhase, checkTurn } from './check-turn.js';
import { stateShape } from './state-shape.js';

/** A problem in a game state: where (a path such as `players[1].supply`), and what. */
export interface StateIssue {
  /** Where in the state, such as `players[1].supply` (empty for the whole value). */
  path: string;
  /** What is wrong, in words. */
  message: string;
}

/**
 * Checks an untrusted value (a parsed save, a state kept by an app, a persisted actor snapshot)
 * as a game state, and reports every problem with its path:
 *
 * - the shape of every field, and the edition (unless it is the default edition);
 * - sizes that match the edition and the player count; every seat, ship, area, track, card and
 *   space id within its bounds;
 * - the pieces adding up: each player's scientists, cubes and ships, the buildings against the
 *   box, ship lines against where each ship is, no cube on a closed track and no two of one
 *   colour on a track;
 * - the cards adding up: each Building Card once (in its own pile or a hand), each Resource Card
 *   at most once, no more Shipyard Cards of a kind than the box holds;
 * - a consistent turn (its seat owns its ship, which is where the turn says), Icebreakers on
 *   open areas and owned ships, pending effects of existing seats, and a decision that a real
 *   seat can answer with at least one legal move.
 *
 * A state written before rule readings existed (no `rules`) gets the readings of its time (the
 * defaults, except `turnShipDiscard: 'never'`); one written before a reading was added gets that
 * reading's default (the only way it was played then); one without `chance` was seeded. The state returned is then a shallow
 * copy with those fields; otherwise it is the value itself.
 */
export function validateGameState(value: unknown):
  | {
      /** The value is a sound game state. */
      ok: true;
      /** The value as a state, `rules` and `chance` set to their defaults when left out. */
      state: GameState;
    }
  | {
      /** The value is not a sound game state. */
      ok: false;
      /** Every problem found, each with its path. */
      issues: StateIssue[];
    } {
  return checkGameState(value, false);
}

/**
 * {@link validateGameState}, for a caller that has already checked the state's edition (the
 * save loader).
 */
export function checkGameState(
  value: unknown,
  editionChecked: boolean,
): { ok: true; state: GameState } | { ok: false; issues: StateIssue[] } {
  const issues: StateIssue[] = [];
  try {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { ok: false, issues: [{ path: '', message: 'expected a game state (an object)' }] };
    const record = value as Record<string, unknown>;
    const filled =
      record.rules === undefined || record.chance === undefined || lacksReadings(record.rules)
        ? {
            ...record,
            rules:
              record.rules === undefined
                ? { ...LEGACY_RULES }
                : // Readings added since the save was written were played as their defaults.
                  { ...DEFAULT_RULES, ...(record.rules as object) },
            chance: record.chance === undefined ? 'seeded' : record.chance,
          }
        : record;
    if (!editionChecked && filled.edition !== DEFAULT_EDITION) {
      const checked = validateEdition(filled.edition);
      if (!checked.ok)
        return {
          ok: false,
          issues: checked.errors.map((error) => ({
            path: error.path === '' ? 'edition' : `edition.${error.path}`,
            message: error.message,
          })),
        };
    }
    if (!isSound(stateShape, filled, issues)) return { ok: false, issues };
    const state = filled as unknown as GameState;
    checkSoundness(state, issues);
    if (issues.length > 0) return { ok: false, issues };
    checkPlayable(state, issues);
    return issues.length > 0 ? { ok: false, issues } : { ok: true, state };
  } catch (error) {
    issues.push({
      path: '',
      message: `the state could not be checked: ${error instanceof Error ? error.message : String(error)}`,
    });
    return { ok: false, issues };
  }
}

/** Everything but the decision: sizes, bounds, and pieces and cards that add up. */
function checkSoundness(state: GameState, issues: StateIssue[]): void {
  const add = (path: string, message: string) => {
    issues.push({ path, message });
  };
  const edition = state.edition;
  const players = state.players.length;
  if (players < 2 || players > 4) {
    add('players', `2 to 4 players, found ${players}`);
    return;
  }
  const sizes = issues.length;
  if (!(state.areas.length === edition.areas))
    add('areas', `the edition has ${edition.areas} areas`);
  if (!(state.tracks.length === edition.tracks.length))
    add('tracks', `the edition has ${edition.tracks.length} tracks`);
  if (!(state.ships.length === players * SHIPS_PER_SEAT))
    add('ships', `expected ${players * SHIPS_PER_SEAT} ship places (${SHIPS_PER_SEAT} per seat)`);
  if (!(state.visit.cardPlayed.length === players))
    add('visit.cardPlayed', `one flag per player (${players})`);
  state.areas.forEach((area, index) => {
    if (!(area.scientists.length === players))
      add(`areas[${index}].scientists`, `one count per player (${players})`);
  });
  state.tracks.forEach((track, index) => {
    const data = edition.tracks[index];
    if (data === undefined) return;
    if (!(track.spaces.length === data.spaces))
      add(`tracks[${index}].spaces`, `the track has ${data.spaces} spaces`);
    if (!(track.blueUsed.length === data.symbols.length))
      add(`tracks[${index}].blueUsed`, `one flag per symbol space (${data.symbols.length})`);
  });
  // Everything below indexes by these sizes.
  if (issues.length > sizes) return;

  const context: CheckContext = {
    state,
    players,
    row: edition.setup[players as PlayerCount],
    add,
  };
  checkPlayers(context);
  checkBoard(context);
  checkTracks(context);
  checkBuildingCards(context);
  checkOtherCards(context);
  checkPhase(context);
  checkTurn(context);
  checkPending(context);
}

/** The decision the state waits for can be answered (or the game is over). */
function checkPlayable(state: GameState, issues: StateIssue[]): void {
  try {
    const decision = decisionOf(state);
    if (decision.kind === 'gameOver') return;
    if (decision.seat < 0 || decision.seat >= state.players.length)
      issues.push({
        path: '',
        message: `the game waits for seat ${decision.seat}, not in the game`,
      });
    else if (listMoves(state).length === 0)
      issues.push({
        path: '',
        message: `the game waits for a ${decision.kind} decision that has no legal answer`,
      });
  } catch (error) {
    issues.push({
      path: '',
      message: `the state cannot be played: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
}

/** Whether saved readings are an object that leaves out a reading added since (see above). */
function lacksReadings(rules: unknown): boolean {
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) return false;
  for (const key of Object.keys(RULE_OPTIONS)) if (!(key in rules)) return true;
  return false;
}
