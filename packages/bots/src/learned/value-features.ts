import {
  type GameState,
  type PlayerState,
  SHIP_AVAILABLE,
  SHIPS_PER_SEAT,
} from '@antarctica-game/engine';
import {
  buildAccess,
  DEFAULT_WEIGHTS,
  evaluateSeats,
  majorityReach,
} from '../heuristic/evaluate.js';
import { type ProjectedPoints, projectInto } from '../heuristic/projected-points.js';

/** What is measured of one seat, for itself and for its strongest rival (see {@link VALUE_FEATURES}). */
const SEAT_MEASURES = [
  'area points',
  'track points',
  'asterisk points',
  'discard points',
  'points',
  'heuristic evaluation',
  'scientists in supply',
  'scientists in reserve',
  'cubes on Available Resources',
  'Resource Cards',
  'Building Cards',
  'Shipyard Cards',
  'ships on the board',
  'ships on Available Resources',
  'buildable top cards',
  'majorities in reach',
] as const;

/**
 * The names of the numbers {@link writeValueFeatures} gives a seat, in order: how much of the game
 * is left, the player count (one-hot 2, 3, 4), the seat's own measures, those of its strongest
 * rival (the other seat with the best heuristic evaluation), and the two margins the heuristic
 * rating reads (points, evaluation). A network's weights name the features they were trained
 * on, so a change here makes old weights fail to load instead of rating nonsense.
 */
export const VALUE_FEATURES: readonly string[] = Object.freeze([
  'game left',
  'players 2',
  'players 3',
  'players 4',
  ...SEAT_MEASURES.map((name) => `own ${name}`),
  ...SEAT_MEASURES.map((name) => `rival ${name}`),
  'points margin',
  'evaluation margin',
]);

const MEASURES = SEAT_MEASURES.length;
const OWN = 4;
const RIVAL = OWN + MEASURES;
const MARGINS = RIVAL + MEASURES;

const projected: ProjectedPoints = {
  areas: [0, 0, 0, 0],
  tracks: [0, 0, 0, 0],
  asteriskCards: [0, 0, 0, 0],
  discardedResources: [0, 0, 0, 0],
  total: [0, 0, 0, 0],
};
/** Every seat's measures, `measures[seat * MEASURES + index]`, reused from call to call. */
const measures = new Float64Array(4 * MEASURES);

/**
 * Writes the features of every seat of `state` into `out`, one row of `VALUE_FEATURES.length`
 * numbers a seat (seat `s` from `s * VALUE_FEATURES.length`). `left` is how much of the game is
 * left (see `gameLeft`). Reads only what the evaluator is given: a complete (drawn) game, whose
 * hands may be guesses. Allocates nothing but the heuristic's evaluations.
 */
export function writeValueFeatures(state: GameState, left: number, out: Float64Array): void {
  const count = state.players.length;
  const width = VALUE_FEATURES.length;
  if (out.length < count * width)
    throw new Error(`room for ${count * width} features, not ${out.length}`);
  const evaluations = evaluateSeats(state, DEFAULT_WEIGHTS, left);
  projectInto(state, projected);
  for (let seat = 0; seat < count; seat++) writeMeasures(state, seat, evaluations);
  for (let seat = 0; seat < count; seat++) {
    let rival = -1;
    for (let other = 0; other < count; other++)
      if (
        other !== seat &&
        (rival < 0 || (evaluations[other] as number) > (evaluations[rival] as number))
      )
        rival = other;
    const row = seat * width;
    out[row] = left;
    out[row + 1] = count === 2 ? 1 : 0;
    out[row + 2] = count === 3 ? 1 : 0;
    out[row + 3] = count === 4 ? 1 : 0;
    for (let index = 0; index < MEASURES; index++) {
      out[row + OWN + index] = measures[seat * MEASURES + index] as number;
      out[row + RIVAL + index] = measures[rival * MEASURES + index] as number;
    }
    out[row + MARGINS] = (projected.total[seat] as number) - (projected.total[rival] as number);
    out[row + MARGINS + 1] = (evaluations[seat] as number) - (evaluations[rival] as number);
  }
}

function writeMeasures(state: GameState, seat: number, evaluations: readonly number[]): void {
  const player = state.players[seat] as PlayerState;
  let onBoard = 0;
  let available = 0;
  for (let ship = seat * SHIPS_PER_SEAT; ship < (seat + 1) * SHIPS_PER_SEAT; ship++) {
    const place = state.ships[ship] ?? -3;
    if (place >= 0) onBoard++;
    else if (place === SHIP_AVAILABLE) available++;
  }
  const at = seat * MEASURES;
  measures[at] = projected.areas[seat] as number;
  measures[at + 1] = projected.tracks[seat] as number;
  measures[at + 2] = projected.asteriskCards[seat] as number;
  measures[at + 3] = projected.discardedResources[seat] as number;
  measures[at + 4] = projected.total[seat] as number;
  measures[at + 5] = evaluations[seat] as number;
  measures[at + 6] = player.supply;
  measures[at + 7] = player.reserve;
  measures[at + 8] = player.cubes;
  measures[at + 9] = player.resourceCards.length;
  measures[at + 10] = player.buildingCards.length;
  measures[at + 11] = player.shipyardCards.length;
  measures[at + 12] = onBoard;
  measures[at + 13] = available;
  measures[at + 14] = buildAccess(state, seat);
  measures[at + 15] =
    player.supply > 0 ? majorityReach(state, seat, Math.min(player.supply, 3)) : 0;
}
