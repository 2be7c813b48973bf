import {
  BUILDING_TYPES,
  DECKS,
  type Decision,
  type Edition,
  type PlayerView,
  SHIP_AVAILABLE,
  SHIP_DISCARDED,
  SHIPYARD_CARDS,
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
  const out = new Array<number>(observationLayout(edition).size).fill(0);
  const players = view.players.length;
  const relative = (seat: number): number => (seat - view.viewer + players) % players;
  let at = 0;
  const hot = (index: number, size: number): void => {
    if (index >= 0 && index < size) out[at + index] = 1;
    at += size;
  };
  const put = (value: number): void => {
    out[at++] = value;
  };
  hot(players - 2, 3);
  hot(DECISIONS.indexOf(decision.kind as (typeof DECISIONS)[number]), DECISIONS.length);
  const deciding = 'seat' in decision ? decision.seat : -1;
  hot(deciding < 0 ? -1 : relative(deciding), SEATS);
  put(deciding === view.viewer ? 1 : 0);
  hot(view.sun, edition.areas);
  hot(view.turn !== null && view.turn.to >= 0 ? view.turn.to : -1, edition.areas);
  put(view.turn?.acted ? 1 : 0);
  put(view.turn?.icebreaker ? 1 : 0);
  const owner = (ship: number): number => relative(shipOwner(ship));
  view.areas.forEach((area, index) => {
    put(area.closed ? 1 : 0);
    for (let space = 0; space < edition.shipSpaces; space++) {
      const ship = area.ships[space];
      hot(ship === undefined ? -1 : owner(ship), SEATS);
    }
    for (let kind = 0; kind < BUILDING_TYPES.length; kind++) put((area.buildings >> kind) & 1);
    for (let seat = 0; seat < SEATS; seat++)
      out[at + (seat < players ? relative(seat) : seat)] = area.scientists[seat] ?? 0;
    at += SEATS;
    const icebreaker = view.icebreakers.find((item) => item.area === index);
    hot(icebreaker === undefined ? -1 : relative(icebreaker.seat), SEATS);
  });
  view.tracks.forEach((track, index) => {
    put(track.closed ? 1 : 0);
    const spaces = edition.tracks[index]?.spaces ?? 0;
    for (let space = 0; space < spaces; space++) {
      const seat = track.spaces[space] ?? -1;
      hot(seat < 0 ? -1 : relative(seat), SEATS);
    }
    for (const used of track.blueUsed) put(used ? 1 : 0);
  });
  const ships = new Array<number[]>(SEATS);
  for (let seat = 0; seat < SEATS; seat++) ships[seat] = [0, 0, 0];
  view.ships.forEach((place, ship) => {
    const seat = shipOwner(ship);
    const count = ships[seat < players ? relative(seat) : seat] as number[];
    if (place >= 0) count[0] = (count[0] ?? 0) + 1;
    else if (place === SHIP_AVAILABLE) count[1] = (count[1] ?? 0) + 1;
    else if (place === SHIP_DISCARDED) count[2] = (count[2] ?? 0) + 1;
  });
  const bySeat = new Array<ReadonlyArray<unknown> | undefined>(SEATS);
  view.players.forEach((player, seat) => {
    bySeat[relative(seat)] = [player, ships[relative(seat)]];
  });
  for (let seat = 0; seat < SEATS; seat++) {
    const entry = bySeat[seat] as [PlayerView['players'][number], number[]] | undefined;
    if (entry === undefined) {
      at += PER_SEAT.length;
      continue;
    }
    const [player, shipCounts] = entry;
    put(1);
    put(player.supply);
    put(player.reserve);
    put(player.cubes);
    put(player.discarded);
    put(player.buildingCards.length);
    put(countOf(player.shipyardCards));
    put(countOf(player.resourceCards));
    for (const count of shipCounts) put(count);
  }
  const me = view.players[view.viewer];
  for (const card of SHIPYARD_CARDS)
    put(Array.isArray(me?.shipyardCards) ? me.shipyardCards.filter((c) => c === card).length : 0);
  const resources = edition.resourceCards.length;
  if (Array.isArray(me?.resourceCards))
    for (const id of me.resourceCards) out[at + id] = (out[at + id] ?? 0) + 1;
  at += resources;
  put(me?.startingBasicCard === null || me?.startingBasicCard === undefined ? 0 : 1);
  for (const deck of DECKS) {
    const pile = view.piles[deck];
    put(pile.count);
    hot(pile.top ?? -1, edition.buildingCards.length);
  }
  const shipyard = view.shipyardPile;
  put(Array.isArray(shipyard) ? shipyard.length : shipyard);
  for (const card of SHIPYARD_CARDS)
    put(Array.isArray(shipyard) ? shipyard.filter((c) => c === card).length : 0);
  put(view.resourcePile);
  const effect = view.pending[0];
  hot(effect === undefined ? -1 : EFFECTS.indexOf(effect.kind), EFFECTS.length);
  hot(
    effect?.kind === 'trackAction' ? TRACK_SYMBOLS.indexOf(effect.symbol) : -1,
    TRACK_SYMBOLS.length,
  );
  for (const card of SHIPYARD_CARDS)
    put(effect?.kind === 'draft' ? effect.cards.filter((c) => c === card).length : 0);
  for (const kind of BUILDING_TYPES) put(view.buildingSupply[kind] ?? 0);
  put(view.moves);
  return out;
}

function countOf(cards: number | readonly unknown[]): number {
  return typeof cards === 'number' ? cards : cards.length;
}
