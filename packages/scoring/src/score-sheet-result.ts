import { AREA_COUNT } from './box.js';
import { decideWinner } from './decide-winner.js';
import { InvalidScoreSheetError } from './invalid-score-sheet-error.js';
import { scoreArea } from './score-area.js';
import { scoreAsteriskCards, scoreDiscardedResources } from './score-card-rankings.js';
import type { CategoryScore, PlayerStanding, ScoreResult } from './score-result.js';
import type { ScoreSheet } from './score-sheet.js';
import { scoreTrack } from './score-track.js';
import type { SheetWarning } from './sheet-issue.js';
import { validateScoreSheet } from './validate-score-sheet.js';

/**
 * Scores a finished game: every area from the Sun's counter-clockwise, every open Research
 * Track, the asterisk Building Cards and the Discarded Resources; then totals, first places and
 * the winner with the tie-break that decided it.
 *
 * @throws {@link InvalidScoreSheetError} if the sheet is invalid; its `errors` list every problem.
 *
 * @example
 * ```ts
 * const result = scoreSheet(sheet);
 * console.log(result.winners, result.decidedBy);
 * ```
 */
export function scoreSheet(sheet: ScoreSheet): ScoreResult {
  const checked = validateScoreSheet(sheet);
  if (!checked.ok) throw new InvalidScoreSheetError(checked.errors);
  return scoreCheckedSheet(checked.sheet, checked.warnings);
}

/**
 * Scores a sheet that {@link validateScoreSheet} has accepted (its `sheet`, with defaults filled
 * in), without checking it again. Internal: the CLI uses it after parsing.
 *
 * @internal
 */
export function scoreCheckedSheet(sheet: ScoreSheet, warnings: SheetWarning[]): ScoreResult {
  const { players, areas, tracks, sun } = sheet;

  const categories: CategoryScore[] = [];
  for (let step = 0; step < AREA_COUNT; step++) {
    const index = (sun + step) % AREA_COUNT;
    const area = areas[index];
    if (area !== undefined && !area.closed) categories.push(scoreArea(area, index, players));
  }
  tracks.forEach((track, index) => {
    if (!track.closed) categories.push(scoreTrack(track, index, players));
  });
  categories.push(scoreAsteriskCards(players), scoreDiscardedResources(players));

  const totals = players.map((player, seat) => ({
    player: player.color,
    points: categories.reduce((sum, category) => sum + (category.players[seat]?.points ?? 0), 0),
    firstPlaces: categories.filter((category) => category.players[seat]?.rank === 1).length,
    buildingCards: player.buildingCards,
  }));
  const { winners, decidedBy, places } = decideWinner(totals);
  const standings: PlayerStanding[] = totals.map((total, seat) => {
    const name = players[seat]?.name;
    return {
      ...total,
      ...(name === undefined ? {} : { name }),
      place: places.get(total.player) ?? 0,
    };
  });
  return { players, categories, standings, winners, decidedBy, warnings };
}
