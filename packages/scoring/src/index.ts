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
  SETUP_TABLE,
  type SetupTableRow,
  scientistsPerColor,
  shipsPerColor,
  startingBuildings,
  TRACK_COUNT,
} from './box/box.js';
export { COLORS, type Color, isColor } from './box/colors.js';
export {
  type FormatOptions,
  formatScoreTable,
  playerLabel,
  winnerLine,
} from './prose/format-score-table.js';
export {
  type LadderPlace,
  ladderPoints,
  type MajorityEntry,
  majorityLadder,
} from './scoring/majority-ladder.js';
export { scoreSheet, scoreValidSheet } from './scoring/score-game.js';
export {
  FIRST_PLACE_RANKINGS,
  type FirstPlaceRankings,
  type ScoreOptions,
} from './scoring/score-options.js';
export type {
  CategoryKind,
  CategoryScore,
  DecidedBy,
  PlayerCategoryScore,
  PlayerStanding,
  ScoreResult,
} from './scoring/score-result.js';
export { InvalidScoreSheetError } from './sheet/invalid-score-sheet-error.js';
export { parseScoreSheet } from './sheet/parse-score-sheet.js';
export type {
  ScoreSheet,
  SheetArea,
  SheetCube,
  SheetPlayer,
  SheetTrack,
} from './sheet/score-sheet.js';
export type {
  SheetError,
  SheetErrorCode,
  SheetIssue,
  SheetWarning,
  SheetWarningCode,
} from './sheet/sheet-issue.js';
export { type SheetValidation, validateScoreSheet } from './sheet/validate-score-sheet.js';
