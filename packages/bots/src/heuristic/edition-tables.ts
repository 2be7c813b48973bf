import { BUILDING_TYPES, type Edition } from '@antarctica-game/engine';

/**
 * The facts of an edition that the evaluation reads at every position, as flat arrays worked out
 * once per edition: the evaluation runs thousands of times a decision, and reading a number from
 * an array is far cheaper than walking the edition's frozen lists (V8 iterates frozen arrays
 * slowly, and destructuring them slower still).
 */
export interface EditionTables {
  /** The Victory Points of a cube on each space of each Research Track (its `valueAt`). */
  trackValues: number[][];
  /** Whether each Building Card (by id) has an asterisk. */
  asterisk: boolean[];
  /** The buildings each Building Card requires, as bits over `BUILDING_TYPES`. */
  requires: number[];
  /** The scientists each Building Card needs in supply. */
  scientists: number[];
  /** The buildings each Resource Card stands in for, as bits over `BUILDING_TYPES`. */
  grants: number[];
}

const tables = new WeakMap<Edition, EditionTables>();
// Nearly every call is for the same edition as the last: checked before the WeakMap.
let lastEdition: Edition | undefined;
let lastTables: EditionTables | undefined;

/** The {@link EditionTables} of an edition (the same object for the same edition). */
export function editionTables(edition: Edition): EditionTables {
  if (edition === lastEdition && lastTables !== undefined) return lastTables;
  let found = tables.get(edition);
  if (found === undefined) {
    const bits = (types: readonly string[]): number => {
      let set = 0;
      for (const type of types)
        set |= 1 << BUILDING_TYPES.indexOf(type as (typeof BUILDING_TYPES)[number]);
      return set;
    };
    found = {
      trackValues: edition.tracks.map((track) => {
        // One more space than the track has, as a cube never stands beyond it.
        const values: number[] = [];
        for (let space = 0; space <= track.spaces; space++)
          values.push(valueAt(track.points, space));
        return values;
      }),
      asterisk: edition.buildingCards.map((card) => card.asterisk),
      requires: edition.buildingCards.map((card) => bits(card.requires)),
      scientists: edition.buildingCards.map((card) => card.scientists),
      grants: edition.resourceCards.map((card) => bits(card.grants)),
    };
    tables.set(edition, found);
  }
  lastEdition = edition;
  lastTables = found;
  return found;
}

/** The value of a cube on a space: the number beside it or the first one below, else 0. */
export function valueAt(points: ReadonlyArray<readonly [number, number]>, space: number): number {
  let value = 0;
  for (const [at, worth] of points) {
    if (at > space) break;
    value = worth;
  }
  return value;
}
