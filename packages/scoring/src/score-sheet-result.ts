import { AREA_COUNT, type PlayerCount } from './box.js';
import type { Color } from './colors.js';
import { decideWinner, type WinnerKeys } from './decide-winner.js';
import { InvalidScoreSheetError } from './invalid-score-sheet-error.js';
import { scoreArea } from './score-area.js';
import { scoreAsteriskCards, scoreDiscardedResources } from './score-card-rankings.js';
import {
  type FirstPlaceRankings,
  firstPlaceRankingsOf,
  type ScoreOptions,
} from './score-options.js';
import type { CategoryScore, PlayerStanding, ScoreResult } from './score-result.js';
import type { ScoreSheet, SheetPlayer } from './score-sheet.js';
import { scoreTrack } from './score-track.js';
import type { SheetWarning } from './sheet-issue.js';
import { findSheetWarnings } from './sheet-warnings.js';
import { validateScoreSheet } from './validate-score-sheet.js';

/**
 * Scores a finished game: every area from the Sun's counter-clockwise, every open Research
 * Track, the asterisk Building Cards and the Discarded Resources; then totals, first places and
 * the winner with the tie-break that decided it. The sheet is checked first, in full.
 *
 * @param options - which rankings count as first places for the tie-break.
 * @throws {@link InvalidScoreSheetError} if the sheet is invalid; its `errors` list every problem.
 * @throws RangeError if `options.firstPlaceRankings` is not one of the readings.
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
  const checked = validateScoreSheet(sheet);
  if (!checked.ok) throw new InvalidScoreSheetError(checked.errors);
  return scoreCheckedSheet(checked.sheet, checked.warnings, rankings);
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
  const given = sheet.players;
  const players: SheetPlayer[] = [];
  for (let seat = 0; seat < given.length; seat++) {
    const { color, name, buildingCards, asteriskCards, discardedResources } = given[
      seat
    ] as SheetPlayer;
    players.push(
      name === undefined
        ? { color, buildingCards, asteriskCards, discardedResources }
        : { color, buildingCards, asteriskCards, discardedResources, name },
    );
  }
  const copied: ScoreSheet = { players, sun: sheet.sun, areas: sheet.areas, tracks: sheet.tracks };
  const warnings = findSheetWarnings(copied, players.length as PlayerCount);
  return scoreCheckedSheet(copied, warnings, rankings);
}

/**
 * Scores a sheet that {@link validateScoreSheet} has accepted, without checking it again. The
 * result takes `sheet.players` as it is. Internal: the CLI uses it after parsing.
 *
 * @internal
 */
export function scoreCheckedSheet(
  sheet: ScoreSheet,
  warnings: SheetWarning[],
  rankings: FirstPlaceRankings = 'allRankings',
): ScoreResult {
  const { players, areas, tracks, sun } = sheet;
  const categories: CategoryScore[] = [];
  for (let step = 0; step < AREA_COUNT; step++) {
    const index = (sun + step) % AREA_COUNT;
    const area = areas[index];
    if (area !== undefined && !area.closed) categories.push(scoreArea(area, index, players));
  }
  for (let index = 0; index < tracks.length; index++) {
    const track = tracks[index];
    if (track !== undefined && !track.closed) categories.push(scoreTrack(track, index, players));
  }
  // Areas and tracks come first; the card rankings count as first places only in 'allRankings'.
  const firstPlaceCategories =
    rankings === 'allRankings' ? categories.length + 2 : categories.length;
  categories.push(scoreAsteriskCards(players), scoreDiscardedResources(players));

  const keys: WinnerKeys[] = [];
  for (let seat = 0; seat < players.length; seat++) {
    const player = players[seat] as SheetPlayer;
    let points = 0;
    let firstPlaces = 0;
    for (let index = 0; index < categories.length; index++) {
      const entry = (categories[index] as CategoryScore).players[seat];
      if (entry === undefined) continue;
      points += entry.points;
      if (entry.rank === 1 && index < firstPlaceCategories) firstPlaces++;
    }
    keys.push({ player: player.color, points, firstPlaces, buildingCards: player.buildingCards });
  }
  const { winners, decidedBy, places } = decideWinner(keys);
  const standings: PlayerStanding[] = [];
  for (let seat = 0; seat < players.length; seat++) {
    const key = keys[seat] as WinnerKeys;
    standings.push(standing(key, (players[seat] as SheetPlayer).name, places[seat] as number));
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

function standing(key: WinnerKeys, name: string | undefined, place: number): PlayerStanding {
  const player: Color = key.player;
  const { points, firstPlaces, buildingCards } = key;
  return name === undefined
    ? { player, points, firstPlaces, buildingCards, place }
    : { player, points, firstPlaces, buildingCards, name, place };
}
