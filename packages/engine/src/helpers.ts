/**
 * Pure helpers and data of the engine without the rules machinery or xstate, small enough for a
 * table app: the Sun's next area, a ship's owner, the default edition, the rule readings, the
 * Building Cards that may turn up on a pile (and putting one on top), and the
 * rules of the turn's order over plain values (`table-rules.ts`, the checked face of the
 * functions the engine itself decides with).
 *
 * @packageDocumentation
 */
export { DEFAULT_EDITION } from './edition/default-edition.js';
export type * from './edition/edition.js';
export { buildingsNeededBy } from './move-needs.js';
export { nextSunArea } from './rules/sun.js';
export {
  type PileChoice,
  type PileTopChange,
  pileRevealChoices,
  putCardOnTop,
} from './setup/pile-top.js';
export type { TableSetup } from './setup/table-setup.js';
export { shipNumber, shipOwner, shipsLeft } from './ship-owner.js';
export { DEFAULT_RULES, RULE_OPTIONS, type RuleOptions } from './state/rule-options.js';
export {
  type AreaLine,
  cardTimingAllows,
  type EndedTurn,
  type GameEndReason,
  gameEndReason,
  hasShipSpace,
  icebreakerGivesTurn,
  icebreakerMayGo,
  maySailTo,
  placementSeat,
  type SecondShip,
  secondInLineIndex,
  turnStoppedAfterShip,
  whatFollowsTurn,
} from './table-rules.js';
