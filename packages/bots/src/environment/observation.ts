import {
  BUILDING_TYPES,
  DECKS,
  type Decision,
  type Edition,
  type PlayerView,
  SHIP_AVAILABLE,
  SHIP_DISCARDED,
  SHIPS_PER_SEAT,
  SHIPYARD_CARDS,
  type ShipyardCard,
  shipOwner,
  TRACK_SYMBOLS,
} from '@antarctica-game/engine';

/** The version of the observation layout; it changes whenever the layout does. */
export const OBSERVATION_VERSION = 1;

/** Seats are always laid out for four players (empty seats are zeros). */
const SEATS = 4;
const DECISIONS = [
  'openingCube',
  'placeShip',
  'sail',
  'turn',
  'trackAction',
  'shipyardPick',
  'draft',
  'gameOver',
] as const;
const EFFECTS = ['trackAction', 'shipyardPick', 'draft', 'draftDraw'] as const;
const PER_SEAT = [
  'present',
  'supply',
  'reserve',
  'cubes',
  'discarded',
  'buildingCards',
  'shipyardCards',
  'resourceCards',
  'shipsOnBoard',
  'shipsAvailable',
  'shipsDiscarded',
] as const;

/** One named block of an observation: the numbers `start … start + size - 1`. */
export interface ObservationSegment {
  /** What the block holds (see docs/simulation.md, "Learning environments"). */
  name: string;
  /** Its first index. */
  start: number;
  /** How many numbers it holds. */
  size: number;
}

/** Where each part of a seat's view sits in its observation array, for one edition. */
export interface ObservationLayout {
  /** {@link OBSERVATION_VERSION} when the layout was made. */
  version: number;
  /** The length of every observation. */
  size: number;
  /** The blocks, first first. */
  segments: ObservationSegment[];
}

/** Builds the segments in order; the encoder writes them in the same order. */
function segmentsOf(edition: Edition): Array<[string, number]> {
  const areas = edition.areas;
  const segments: Array<[string, number]> = [
    ['players (one-hot 2, 3, 4)', 3],
    [`decision of the game (one-hot ${DECISIONS.join(', ')})`, DECISIONS.length],
    ['deciding seat (one-hot, relative: 0 is the viewer)', SEATS],
    ['viewer decides (1/0)', 1],
    ['sun area (one-hot)', areas],
    ['turn: area sailed to (one-hot)', areas],
    ['turn: action taken, Icebreaker turn (1/0 each)', 2],
  ];
  for (let area = 0; area < areas; area++) {
    segments.push([`area ${area}: closed`, 1]);
    segments.push([
      `area ${area}: ship spaces, each one-hot by relative seat`,
      edition.shipSpaces * SEATS,
    ]);
    segments.push([
      `area ${area}: buildings (${BUILDING_TYPES.join(', ')})`,
      BUILDING_TYPES.length,
    ]);
    segments.push([`area ${area}: scientists by relative seat`, SEATS]);
    segments.push([`area ${area}: Icebreaker by relative seat`, SEATS]);
  }
  edition.tracks.forEach((track, index) => {
    segments.push([`track ${index}: closed`, 1]);
    segments.push([`track ${index}: spaces, each one-hot by relative seat`, track.spaces * SEATS]);
    segments.push([`track ${index}: blue symbols used`, track.symbols.length]);
  });
  for (let seat = 0; seat < SEATS; seat++)
    segments.push([`relative seat ${seat}: ${PER_SEAT.join(', ')}`, PER_SEAT.length]);
  segments.push([
    `own Shipyard Cards by kind (${SHIPYARD_CARDS.join(', ')})`,
    SHIPYARD_CARDS.length,
  ]);
  segments.push(['own Resource Cards by id', edition.resourceCards.length]);
  segments.push(['own starting Basic Resource Card unplayed', 1]);
  for (const deck of DECKS) {
    segments.push([`${deck} pile: cards left`, 1]);
    segments.push([
      `${deck} pile: top card (one-hot by Building Card id)`,
      edition.buildingCards.length,
    ]);
  }
  segments.push(['Shipyard pile: cards left', 1]);
  segments.push([
    'Shipyard pile: cards by kind, when the viewer chooses from it',
    SHIPYARD_CARDS.length,
  ]);
  segments.push(['Resource Card pile: cards left', 1]);
  segments.push([`first waiting effect (one-hot ${EFFECTS.join(', ')})`, EFFECTS.length]);
  segments.push([`its track action (one-hot ${TRACK_SYMBOLS.join(', ')})`, TRACK_SYMBOLS.length]);
  segments.push(['draft cards shown to the viewer, by kind', SHIPYARD_CARDS.length]);
  segments.push([`building pieces left (${BUILDING_TYPES.join(', ')})`, BUILDING_TYPES.length]);
  segments.push(['moves played', 1]);
  return segments;
}

const layouts = new WeakMap<Edition, ObservationLayout>();

/**
 * The observation layout of an edition: the same for every player count (seats are laid out for
 * four, relative to the viewer). The layout of the default edition is written out in
 * docs/simulation.md.
 */
export function observationLayout(edition: Edition): ObservationLayout {
  let layout = layouts.get(edition);
  if (layout === undefined) {
    const segments: ObservationSegment[] = [];
    let size = 0;
    for (const [name, length] of segmentsOf(edition)) {
      segments.push({ name, start: size, size: length });
      size += length;
    }
    layout = { version: OBSERVATION_VERSION, size, segments };
    layouts.set(edition, layout);
  }
  return layout;
}

/**
 * A seat's view as a flat array of numbers (see {@link observationLayout}): one-hot blocks and
 * counts as they are (not scaled). Seats are relative to the viewer (0 is the viewer, 1 the next
 * seat, and so on), so one network can play every seat. Built only from the view and the decision
 * (which every player sees), so it holds nothing the viewer could not see.
 */
export function encodeObservation(view: PlayerView, decision: Decision): number[] {
  const edition = view.edition;
  const size = observationLayout(edition).size;
  // Written index by index with plain loops: the environment encodes one at every step.
  const out = zeroArray(size);
  const players = view.players.length;
  const viewer = view.viewer;
  const areaCount = edition.areas;
  // Each seat relative to the viewer, worked out once (a remainder per ship and cube was a large
  // share of the encoding's time).
  const relative = relativeSeats;
  for (let seat = 0; seat < players; seat++) relative[seat] = relativeSeat(seat, viewer, players);
  let at = 0;
  if (players - 2 >= 0 && players - 2 < 3) out[players - 2] = 1;
  at += 3;
  const kind = DECISIONS.indexOf(decision.kind as (typeof DECISIONS)[number]);
  if (kind >= 0) out[at + kind] = 1;
  at += DECISIONS.length;
  const deciding = 'seat' in decision ? decision.seat : -1;
  if (deciding >= 0) out[at + (relative[deciding] as number)] = 1;
  at += SEATS;
  out[at++] = deciding === viewer ? 1 : 0;
  if (view.sun >= 0 && view.sun < areaCount) out[at + view.sun] = 1;
  at += areaCount;
  const turn = view.turn;
  if (turn !== null && turn.to >= 0 && turn.to < areaCount) out[at + turn.to] = 1;
  at += areaCount;
  out[at++] = turn?.acted ? 1 : 0;
  out[at++] = turn?.icebreaker ? 1 : 0;
  const shipSpaces = edition.shipSpaces;
  const icebreakers = view.icebreakers;
  for (let index = 0; index < view.areas.length; index++) {
    const area = view.areas[index] as PlayerView['areas'][number];
    // The array starts all zeros: only the ones and counts are written, and no list is read past
    // its end (V8 reads an element beyond an array's length many times slower than one inside).
    if (area.closed) out[at] = 1;
    at++;
    const line = area.ships;
    const inLine = Math.min(line.length, shipSpaces);
    for (let space = 0; space < inLine; space++)
      out[at + space * SEATS + (relative[shipOwner(line[space] as number)] as number)] = 1;
    at += shipSpaces * SEATS;
    for (let bits = area.buildings & BUILDING_BITS; bits !== 0; bits &= bits - 1)
      out[at + 31 - Math.clz32(bits & -bits)] = 1;
    at += BUILDING_TYPES.length;
    const scientists = area.scientists;
    const seated = Math.min(scientists.length, players);
    for (let seat = 0; seat < seated; seat++)
      out[at + (relative[seat] as number)] = scientists[seat] as number;
    at += SEATS;
    for (let entry = 0; entry < icebreakers.length; entry++) {
      const icebreaker = icebreakers[entry] as PlayerView['icebreakers'][number];
      if (icebreaker.area !== index) continue;
      out[at + (relative[icebreaker.seat] as number)] = 1;
      break;
    }
    at += SEATS;
  }
  for (let index = 0; index < view.tracks.length; index++) {
    const track = view.tracks[index] as PlayerView['tracks'][number];
    if (track.closed) out[at] = 1;
    at++;
    const spaces = edition.tracks[index]?.spaces ?? 0;
    const held = track.spaces;
    const written = Math.min(held.length, spaces);
    for (let space = 0; space < written; space++) {
      const seat = held[space] as number;
      if (seat >= 0) out[at + space * SEATS + (relative[seat] as number)] = 1;
    }
    at += spaces * SEATS;
    const blueUsed = track.blueUsed;
    for (let symbol = 0; symbol < blueUsed.length; symbol++)
      if (blueUsed[symbol]) out[at + symbol] = 1;
    at += blueUsed.length;
  }
  // Ships on the board, on Available Resources and discarded, by relative seat (a seat's ships
  // are the ids from seat * SHIPS_PER_SEAT on).
  const perSeat = at;
  for (let seat = 0; seat < players; seat++) {
    const base = perSeat + (relative[seat] as number) * PER_SEAT.length + 8;
    let onBoard = 0;
    let available = 0;
    let discarded = 0;
    for (let ship = seat * SHIPS_PER_SEAT; ship < (seat + 1) * SHIPS_PER_SEAT; ship++) {
      const place = view.ships[ship];
      if (place === undefined) continue;
      if (place >= 0) onBoard++;
      else if (place === SHIP_AVAILABLE) available++;
      else if (place === SHIP_DISCARDED) discarded++;
    }
    out[base] = onBoard;
    out[base + 1] = available;
    out[base + 2] = discarded;
  }
  for (let seat = 0; seat < players; seat++) {
    const player = view.players[seat] as PlayerView['players'][number];
    const base = perSeat + (relative[seat] as number) * PER_SEAT.length;
    out[base] = 1;
    out[base + 1] = player.supply;
    out[base + 2] = player.reserve;
    out[base + 3] = player.cubes;
    out[base + 4] = player.discarded;
    out[base + 5] = player.buildingCards.length;
    out[base + 6] = countOf(player.shipyardCards);
    out[base + 7] = countOf(player.resourceCards);
  }
  at += SEATS * PER_SEAT.length;
  const me = view.players[viewer];
  const ownShipyard = me !== undefined && Array.isArray(me.shipyardCards) ? me.shipyardCards : [];
  at = countKinds(out, at, ownShipyard);
  const resources = edition.resourceCards.length;
  if (me !== undefined && Array.isArray(me.resourceCards)) {
    const held = me.resourceCards;
    for (let index = 0; index < held.length; index++) {
      const id = held[index] as number;
      out[at + id] = (out[at + id] ?? 0) + 1;
    }
  }
  at += resources;
  out[at++] = me?.startingBasicCard === null || me?.startingBasicCard === undefined ? 0 : 1;
  const cards = edition.buildingCards.length;
  for (let deck = 0; deck < DECKS.length; deck++) {
    const pile = view.piles[DECKS[deck] as (typeof DECKS)[number]];
    out[at++] = pile.count;
    const top = pile.top ?? -1;
    if (top >= 0 && top < cards) out[at + top] = 1;
    at += cards;
  }
  const shipyard = view.shipyardPile;
  out[at++] = Array.isArray(shipyard) ? shipyard.length : shipyard;
  at = countKinds(out, at, Array.isArray(shipyard) ? shipyard : []);
  out[at++] = view.resourcePile;
  const effect = view.pending[0];
  const effectKind = effect === undefined ? -1 : EFFECTS.indexOf(effect.kind);
  if (effectKind >= 0) out[at + effectKind] = 1;
  at += EFFECTS.length;
  const symbol = effect?.kind === 'trackAction' ? TRACK_SYMBOLS.indexOf(effect.symbol) : -1;
  if (symbol >= 0) out[at + symbol] = 1;
  at += TRACK_SYMBOLS.length;
  at = countKinds(out, at, effect?.kind === 'draft' ? effect.cards : []);
  at = supplyCounts(out, at, view.buildingSupply);
  out[at++] = view.moves;
  return out;
}

const relativeSeats: number[] = [0, 0, 0, 0];
const BUILDING_BITS = (1 << BUILDING_TYPES.length) - 1;

/**
 * Writes the building pieces left, in {@link BUILDING_TYPES} order, at `at`; the index after them.
 * Read by name: a loop over the names makes each read a slow lookup by a changing key.
 */
function supplyCounts(out: number[], at: number, supply: Readonly<Record<string, number>>): number {
  if (BUILDING_TYPES.length !== 14 || BUILDING_TYPES[13] !== 'parabolicAntenna') {
    for (let building = 0; building < BUILDING_TYPES.length; building++)
      out[at + building] = supply[BUILDING_TYPES[building] as string] ?? 0;
    return at + BUILDING_TYPES.length;
  }
  out[at] = supply.camp ?? 0;
  out[at + 1] = supply.shipyard ?? 0;
  out[at + 2] = supply.crane ?? 0;
  out[at + 3] = supply.shaftTower ?? 0;
  out[at + 4] = supply.derrick ?? 0;
  out[at + 5] = supply.windTurbine ?? 0;
  out[at + 6] = supply.lab ?? 0;
  out[at + 7] = supply.factory ?? 0;
  out[at + 8] = supply.inlandResearchCenter ?? 0;
  out[at + 9] = supply.coastalResearchCenter ?? 0;
  out[at + 10] = supply.navalResearchCenter ?? 0;
  out[at + 11] = supply.headquarters ?? 0;
  out[at + 12] = supply.planktonFarm ?? 0;
  out[at + 13] = supply.parabolicAntenna ?? 0;
  return at + 14;
}

const zeroTemplates = new Map<number, number[]>();

/**
 * A new array of `size` zeros: a copy of one kept per size, which V8 makes several times faster
 * than `new Array(size).fill(0)` (a packed copy rather than a holey array filled in).
 */
export function zeroArray(size: number): number[] {
  let template = zeroTemplates.get(size);
  if (template === undefined) {
    template = [];
    for (let index = 0; index < size; index++) template.push(0);
    zeroTemplates.set(size, template);
  }
  return template.slice();
}

/** A seat as seen from the viewer: 0 is the viewer, 1 the next seat, and so on. */
function relativeSeat(seat: number, viewer: number, players: number): number {
  return (seat - viewer + players) % players;
}

/** Writes how many of `cards` are of each Shipyard Card kind at `at`; the index after them. */
function countKinds(out: number[], at: number, cards: readonly ShipyardCard[]): number {
  for (let index = 0; index < cards.length; index++) {
    const kind = SHIPYARD_CARDS.indexOf(cards[index] as ShipyardCard);
    if (kind >= 0) out[at + kind] = (out[at + kind] as number) + 1;
  }
  return at + SHIPYARD_CARDS.length;
}

function countOf(cards: number | readonly unknown[]): number {
  return typeof cards === 'number' ? cards : cards.length;
}
