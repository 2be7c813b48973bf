import { AREA_COUNT } from '../box/box.js';
import type { Color } from '../box/colors.js';
import { InvalidScoreSheetError } from '../sheet/invalid-score-sheet-error.js';
import { listOfLength } from '../sheet/list-of-length.js';
import type { ScoreSheet, SheetPlayer } from '../sheet/score-sheet.js';
import { borrowSheetData, releaseSheetData, type SheetData } from '../sheet/sheet-data.js';
import { playersOf, readValidSheet } from '../sheet/sheet-data-io.js';
import type { SheetWarning } from '../sheet/sheet-issue.js';
import { findSheetWarnings } from '../sheet/sheet-warnings.js';
import { checkInto } from '../sheet/validate-score-sheet.js';
import { decideWinner } from './decide-winner.js';
import { scoreAreaOf } from './score-area.js';
import { scoreAsteriskCardsOf, scoreDiscardedResourcesOf } from './score-card-rankings.js';
import {
  type FirstPlaceRankings,
  firstPlaceRankingsOf,
  type ScoreOptions,
} from './score-options.js';
import type { CategoryScore, PlayerStanding, ScoreResult } from './score-result.js';
import { scoreTrackOf } from './score-track.js';
import { SeatTotals } from './seat-totals.js';

/**
 * Scores a finished game: every area from the Sun's counter-clockwise, every open Research
 * Track, the asterisk Building Cards and the Discarded Resources; then totals, first places and
 * the winner with the tie-break that decided it. The sheet is checked first, in full.
 *
 * @param options - which rankings count as first places for the tie-break.
 * @throws {@link InvalidScoreSheetError} if the sheet is invalid; its `errors` list every problem.
 *   A sheet whose getters or Proxy traps throw is invalid too (`unreadable-value`): no other
 *   exception comes out of checking it.
 * @throws RangeError if `options.firstPlaceRankings` is not one of the readings, or the options
 *   cannot be read.
 *
 * @example
 * ```ts
 * const result = scoreSheet(sheet);
 * console.log(result.winners, result.decidedBy);
 * const polish = scoreSheet(sheet, { firstPlaceRankings: 'areasAndTracks' });
 * ```
 */
export function scoreSheet(sheet: ScoreSheet, options?: ScoreOptions): ScoreResult {
  const rankings = firstPlaceRankingsOf(options);
  const data = borrowSheetData();
  try {
    const checked = checkInto(sheet, data);
    if (!checked.ok) throw new InvalidScoreSheetError(checked.errors);
    return scoreData(data, checked.warnings, rankings);
  } finally {
    releaseSheetData(data);
  }
}

/**
 * Scores a sheet that is known to be valid, without checking it: the fast path for a program
 * that builds its sheets itself (the engine scores every finished game through it).
 *
 * The caller guarantees that {@link validateScoreSheet} would accept the sheet. For such a sheet
 * the result is the same as {@link scoreSheet}'s, warnings included. For any other sheet the
 * result is undefined: it may be wrong, and nothing reports it. Anything that comes from a
 * person or a file goes through {@link scoreSheet} or {@link parseScoreSheet} instead.
 *
 * The result does not share objects with the sheet: changing one later leaves the other as it
 * was.
 *
 * @param options - which rankings count as first places for the tie-break.
 * @throws RangeError if `options.firstPlaceRankings` is not one of the readings.
 *
 * @example
 * ```ts
 * const result = scoreValidSheet(sheetBuiltByMyProgram, { firstPlaceRankings: 'allRankings' });
 * ```
 */
export function scoreValidSheet(sheet: ScoreSheet, options?: ScoreOptions): ScoreResult {
  const rankings = firstPlaceRankingsOf(options);
  const data = borrowSheetData();
  try {
    readValidSheet(sheet, data);
    return scoreData(data, findSheetWarnings(data), rankings);
  } finally {
    releaseSheetData(data);
  }
}

/**
 * Scores a sheet that {@link validateScoreSheet} has accepted, without checking it again, with
 * the warnings found then. Internal: the CLI uses it after parsing.
 *
 * @internal
 */
export function scoreCheckedSheet(
  sheet: ScoreSheet,
  warnings: SheetWarning[],
  rankings: FirstPlaceRankings = 'allRankings',
): ScoreResult {
  const data = borrowSheetData();
  try {
    readValidSheet(sheet, data);
    return scoreData(data, warnings, rankings);
  } finally {
    releaseSheetData(data);
  }
}

/**
 * The totals of the sheet being scored. Shared scratch space: scoring a sheet runs no outside
 * code, so no other sheet is scored while it is in use.
 */
const totals = new SeatTotals();

/** Scores the sheet read into `data`, a valid one. */
function scoreData(
  data: SheetData,
  warnings: SheetWarning[],
  rankings: FirstPlaceRankings,
): ScoreResult {
  totals.reset();
  const categories = listOfLength<CategoryScore>(openCategoryCount(data));
  let next = 0;
  for (let step = 0; step < AREA_COUNT; step++) {
    const index = (data.sun + step) % AREA_COUNT;
    if (index >= data.areas || data.closed[index] !== 0) continue;
    const area = scoreAreaOf(data, index);
    totals.add(area.players, true);
    categories[next++] = area;
  }
  for (let index = 0; index < data.tracks; index++) {
    if (data.trackClosed[index] !== 0) continue;
    const track = scoreTrackOf(data, index);
    totals.add(track.players, true);
    categories[next++] = track;
  }
  // The card rankings count as first places only in the reading 'allRankings'.
  const cardsCount = rankings === 'allRankings';
  const asterisks = scoreAsteriskCardsOf(data);
  totals.add(asterisks.players, cardsCount);
  const discards = scoreDiscardedResourcesOf(data);
  totals.add(discards.players, cardsCount);
  categories[next++] = asterisks;
  categories[next] = discards;

  const players = playersOf(data);
  const standings = listOfLength<PlayerStanding>(data.seats);
  for (let seat = 0; seat < data.seats; seat++) {
    const points = totals.points[seat] as number;
    const firstPlaces = totals.firstPlaces[seat] as number;
    standings[seat] = standing(players[seat] as SheetPlayer, points, firstPlaces);
  }
  const { winners, decidedBy, places } = decideWinner(standings);
  for (let seat = 0; seat < standings.length; seat++) {
    (standings[seat] as PlayerStanding).place = places[seat] as number;
  }
  return {
    players,
    categories,
    standings,
    winners,
    decidedBy,
    firstPlaceRankings: rankings,
    warnings,
  };
}

/** How many categories `data` is scored in: its open areas and tracks, and the two card rankings. */
function openCategoryCount(data: SheetData): number {
  let count = 2;
  for (let index = 0; index < data.areas; index++) if (data.closed[index] === 0) count++;
  for (let index = 0; index < data.tracks; index++) if (data.trackClosed[index] === 0) count++;
  return count;
}

/** A standing without its place yet, its fields in the order they are printed. */
function standing(player: SheetPlayer, points: number, firstPlaces: number): PlayerStanding {
  const color: Color = player.color;
  const { buildingCards, name } = player;
  return name === undefined
    ? { player: color, points, firstPlaces, buildingCards, place: 0 }
    : { player: color, points, firstPlaces, buildingCards, name, place: 0 };
}
