/**
 * The rules of the board game Antarctica (Charles Chevallier, Argentum Verlag 2015) over plain,
 * serializable game data: the headless API for bots and simulations. The xstate statechart for
 * apps is `@antarctica-game/engine/machine`, so a headless program does not load xstate.
 *
 * @packageDocumentation
 */
export { applyMove, applyMoveUnchecked, type MoveResult, tryApplyMove } from './apply-move.js';
export { presence } from './area-presence.js';
export {
  type Bot,
  type BotRandom,
  botRandom,
  playOut,
  randomMoveWeight,
  type StateBot,
  uniformBot,
  weightedRandomBot,
} from './bots/random-bot.js';
export { checkInvariants } from './check-invariants.js';
export { currentDecision, isGameOver } from './current-decision.js';
export { DEFAULT_EDITION } from './edition/default-edition.js';
export * from './edition/edition.js';
export { type EditionError, validateEdition } from './edition/validate-edition.js';
export { EngineError, type EngineErrorCode } from './errors/engine-error.js';
export { type IllegalMoveCode, IllegalMoveError } from './errors/illegal-move-error.js';
export { finalScores, scoreSheetOf } from './final-scores.js';
export { actionMoves, legalMoves } from './legal-moves.js';
export type { GameMachineEvent, NotAMoveEvent } from './machine/machine-events.js';
export { buildingsNeededBy } from './move-needs.js';
export { type OtherPlayer, type PlayerView, playerView } from './player-view.js';
export { nextSunArea } from './rules/sun.js';
export {
  deserializeGame,
  InvalidSavedGameError,
  type SavedGame,
  serializeGame,
} from './save/serialize.js';
export { type StateIssue, validateGameState } from './save/validate-state.js';
export { type NewGameOptions, newGame, newGameWithEvents } from './setup/new-game.js';
export { checkNewGameOptions } from './setup/new-game-options.js';
export {
  type PileChoice,
  type PileTopChange,
  pileRevealChoices,
  putCardOnTop,
} from './setup/pile-top.js';
export { type TableSetup, tableSetupOf } from './setup/table-setup.js';
export { accessibleBuildings, shipAreas } from './ship-areas.js';
export { shipNumber, shipOwner, shipsLeft } from './ship-owner.js';
export type { Decision } from './state/decision.js';
export type { GameEvent } from './state/events.js';
export { MOVE_TYPES, type Move, type MoveType } from './state/moves.js';
export {
  DEFAULT_RULES,
  RULE_OPTIONS,
  type RuleOptions,
} from './state/rule-options.js';
export type * from './state/state.js';
export { SHIP_AVAILABLE, SHIP_DISCARDED, SHIP_IN_BOX, SHIPS_PER_SEAT } from './state/state.js';
export { stateHash } from './state-hash.js';
export {
  canUndo,
  currentState,
  playMove,
  startTimeline,
  type Timeline,
  undoMove,
} from './timeline.js';
