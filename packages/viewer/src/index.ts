/**
 * Lit web components that draw a game of Antarctica: `<antarctica-board>` for any engine state or
 * player view, and `<antarctica-replay>` for `.agn` records, with a headless replay controller.
 *
 * @packageDocumentation
 */
export { AntarcticaBoard, type AntarcticaMoveDetail } from './board/board-element.js';
export type { BoardState } from './board/board-state.js';
export {
  describeArea,
  describePile,
  describePlayer,
  describeTrack,
} from './board/descriptions.js';
export { moveLabel } from './board/move-labels.js';
export { movesByTarget, type TargetKey, targetsOf } from './board/move-targets.js';
export { BUILDINGS, DECK_NAMES, SHIPYARD_CARD_NAMES } from './board/names.js';
export {
  describeMove,
  describeMoves,
  type MoveInContext,
  movePhrase,
} from './replay/describe-move.js';
export type { EvaluatedMove, Outcome, Verdict } from './replay/move-analysis.js';
export { plyKey, readPlyLink, writePlyLink } from './replay/ply-link.js';
export {
  ReplayController,
  type ReplayControllerOptions,
  type ReplayLine,
  type ReplayPosition,
} from './replay/replay-controller.js';
export { type AntarcticaPlyDetail, AntarcticaReplay } from './replay/replay-element.js';
