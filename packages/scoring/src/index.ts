/**
 * End-game scoring for the board game Antarctica (Charles Chevallier, Argentum Verlag 2015):
 * area majorities, Research Tracks, asterisk Building Cards, Discarded Resources, and the
 * winner with its tie-breaks.
 *
 * @packageDocumentation
 */
export {
  AREA_COUNT,
  BUILDING_CARDS,
  BUILDING_PIECES,
  BUILDING_SPACES_PER_AREA,
  closedAreaCount,
  closedTrackCount,
  MAX_CUBE_VALUE,
  type PlayerCount,
  researchCubesPerColor,
  scientistsPerColor,
  shipsPerColor,
  startingBuildings,
  TRACK_COUNT,
} from './box.js';
export { COLORS, type Color, isColor } from './colors.js';
export {
  type FormatOptions,
  formatScoreTable,
  playerLabel,
  winnerLine,
} from './format-score-table.js';
export { InvalidScoreSheetError } from './invalid-score-sheet-error.js';
export { type LadderPlace, type MajorityEntry, majorityLadder } from './majority-ladder.js';
export { parseScoreSheet } from './parse-score-sheet.js';
export {
  FIRST_PLACE_RANKINGS,
  type FirstPlaceRankings,
  type ScoreOptions,
} from './score-options.js';
export type {
  CategoryKind,
  CategoryScore,
  DecidedBy,
  PlayerCategoryScore,
  PlayerStanding,
  ScoreResult,
} from './score-result.js';
export type { ScoreSheet, SheetArea, SheetCube, SheetPlayer, SheetTrack } from './score-sheet.js';
export { scoreSheet, scoreValidSheet } from './score-sheet-result.js';
export type {
  SheetError,
  SheetErrorCode,
  SheetIssue,
  SheetWarning,
  SheetWarningCode,
} from './sheet-issue.js';
export { type SheetValidation, validateScoreSheet } from './validate-score-sheet.js';
