import type { BuildingType, Edition } from './edition/edition.js';
import { invalidArgument } from './errors/argument-guards.js';

const SHIPYARD: readonly BuildingType[] = Object.freeze(['shipyard']);
const CAMP: readonly BuildingType[] = Object.freeze(['camp']);
const NONE: readonly BuildingType[] = Object.freeze([]);

/**
 * The Buildings one of which must stand in the area a turn's ship sailed to for a move made
 * there: a Shipyard to build a ship, a Camp to recruit, one of the track's Research Centers (the
 * edition's `tracks[track].centers`) to research on it; none for any other move. The one home of
 * this fact for the packages that reason about moves without playing them (the notation's replay
 * of table records). What else such a move needs (a ship left, someone in the reserve, room on
 * the track) is the engine's `legalMoves`.
 *
 * @param edition - The edition played (its Research Tracks name their centres).
 * @param move - The move's `type`, and for research its `track`.
 * @throws `EngineError` with code `invalid-argument` for an edition or move of the wrong kind.
 */
export function buildingsNeededBy(
  edition: Edition,
  move: { readonly type: string; readonly track?: number | null },
): readonly BuildingType[] {
  if (
    typeof edition !== 'object' ||
    edition === null ||
    !Array.isArray(edition.tracks) ||
    typeof move !== 'object' ||
    move === null ||
    typeof move.type !== 'string'
  )
    throw invalidArgument('buildingsNeededBy', 'an edition and a move', [edition, move]);
  if (move.type === 'buildShip') return SHIPYARD;
  if (move.type === 'recruit') return CAMP;
  if (move.type === 'research' && typeof move.track === 'number')
    return edition.tracks[move.track]?.centers ?? NONE;
  return NONE;
}
