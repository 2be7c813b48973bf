/**
 * Pure helpers and data of the engine without the rules machinery or xstate, small enough for a
 * table app: the Sun's next area, a ship's owner and the default edition.
 *
 * @packageDocumentation
 */
export { DEFAULT_EDITION } from './edition/default-edition.js';
export type * from './edition/edition.js';
export { buildingsNeededBy } from './move-needs.js';
export { nextSunArea } from './rules/sun.js';
export { shipNumber, shipOwner } from './ship-owner.js';
