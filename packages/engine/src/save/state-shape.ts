// The shape of a game state as untrusted data: every field, its type and range, no unknown field.

import {
  arrayOf,
  boolean,
  byKind,
  type Check,
  integer,
  nullable,
  object,
  oneOf,
  recordOf,
  string,
} from '@antarctica-game/foundation/shape-check';
import { COLORS } from '@antarctica-game/scoring';
import { BUILDING_TYPES, SHIPYARD_CARDS, TRACK_SYMBOLS } from '../edition/edition.js';
import { RULE_OPTIONS } from '../state/rule-options.js';
import { SHIP_IN_BOX } from '../state/state.js';

const count = integer(0);
const seatOrNone = integer(-1, 3);
const seat = integer(0, 3);
const cardIds = arrayOf(count);
const shipyardCard = oneOf(SHIPYARD_CARDS);
/** Pending effects nest (an "advance three" for everyone defers what it triggers) but not deeply. */
const MAX_EFFECT_DEPTH = 4;

/** The check of a pending effect whose deferred effects pass `deferred`. */
function effectWith(deferred: Check): Check {
  return byKind({
    trackAction: object({
      kind: oneOf(['trackAction']),
      symbol: oneOf(TRACK_SYMBOLS),
      mover: seat,
      seats: arrayOf(seat),
      usedTracks: arrayOf(count),
      deferred,
    }),
    shipyardPick: object({ kind: oneOf(['shipyardPick']), seats: arrayOf(seat) }),
    draft: object({ kind: oneOf(['draft']), seats: arrayOf(seat), cards: arrayOf(shipyardCard) }),
    draftDraw: object({ kind: oneOf(['draftDraw']), seats: arrayOf(seat), count: integer(1, 4) }),
  });
}

/** A pending effect, its deferred effects nested at most {@link MAX_EFFECT_DEPTH} deep. */
const effect = (() => {
  let check = effectWith(
    arrayOf((_, path, issues) => {
      issues?.push({ path, message: 'effects nested too deep' });
      return false;
    }),
  );
  for (let depth = 0; depth < MAX_EFFECT_DEPTH; depth++) check = effectWith(arrayOf(check));
  return check;
})();

/** The shape of a game state (sizes and counts are checked after it, by `check-*.ts`). */
export const stateShape = object({
  version: oneOf([1]),
  edition: () => true,
  rules: object(
    Object.fromEntries(Object.entries(RULE_OPTIONS).map(([key, values]) => [key, oneOf(values)])),
  ),
  chance: oneOf(['seeded', 'table']),
  players: arrayOf(
    object(
      {
        color: oneOf(COLORS),
        supply: count,
        reserve: count,
        cubes: count,
        discarded: count,
        buildingCards: cardIds,
        shipyardCards: arrayOf(shipyardCard),
        resourceCards: cardIds,
        startingBasicCard: nullable(count),
      },
      { name: string },
    ),
  ),
  areas: arrayOf(
    object({
      closed: boolean,
      ships: arrayOf(count),
      buildings: integer(0, 2 ** BUILDING_TYPES.length - 1),
      scientists: arrayOf(count),
    }),
  ),
  tracks: arrayOf(
    object({ closed: boolean, spaces: arrayOf(seatOrNone), blueUsed: arrayOf(boolean) }),
  ),
  ships: arrayOf(integer(SHIP_IN_BOX)),
  sun: count,
  piles: object({ basic: cardIds, double: cardIds, advanced: cardIds }),
  shipyardPile: arrayOf(shipyardCard),
  resourcePile: cardIds,
  buildingSupply: recordOf(BUILDING_TYPES, count),
  icebreakers: arrayOf(object({ area: count, seat, ship: count })),
  phase: oneOf(['openingCube', 'placement', 'playing', 'over']),
  placed: count,
  turn: nullable(
    object({
      seat,
      ship: count,
      from: count,
      to: integer(-1),
      acted: boolean,
      discarded: boolean,
      icebreaker: boolean,
      builtShips: arrayOf(count),
    }),
  ),
  visit: object({
    area: count,
    icebreaker: nullable(object({ seat, ship: count })),
    cardPlayed: arrayOf(boolean),
  }),
  pending: arrayOf(effect),
  rng: integer(0, 2 ** 32 - 1),
  moves: integer(0, 2 ** 31 - 1),
  ended: nullable(oneOf(['lastScientist', 'lastBuilding', 'noShips'])),
});
