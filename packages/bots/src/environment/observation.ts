import {
  BUILDING_TYPES,
  DECKS,
  type Decision,
  type Edition,
  type PlayerView,
  SHIPYARD_CARDS,
  TRACK_SYMBOLS,
} from '@antarctica-game/engine';
import {
  areaSize,
  DECISIONS,
  EFFECTS,
  headerSize,
  PER_SEAT,
  relativeSeats,
  SEATS,
  SEATS_SIZE,
  writeArea,
  writeHeader,
  writeOwnHand,
  writePile,
  writeRest,
  writeSeatCounts,
  writeSeatShips,
  writeTrack,
} from './observation-writers.js';

/** The version of the observation layout; it changes whenever the layout does. */
export const OBSERVATION_VERSION = 1;

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
  const out = zeroArray(size);
  const players = view.players.length;
  const viewer = view.viewer;
  // Each seat relative to the viewer, worked out once (a remainder per ship and cube was a large
  // share of the encoding's time).
  const relative = relativeSeatsOfView;
  relativeSeats(relative, viewer, players);
  writeHeader(out, edition, players, viewer, relative, decision, view.sun, view.turn);
  let at = headerSize(edition);
  const areaLength = areaSize(edition);
  for (let index = 0; index < view.areas.length; index++) {
    const area = view.areas[index] as PlayerView['areas'][number];
    writeArea(out, at, edition, players, relative, area, index, view.icebreakers);
    at += areaLength;
  }
  for (let index = 0; index < view.tracks.length; index++) {
    const track = view.tracks[index] as PlayerView['tracks'][number];
    at = writeTrack(out, at, relative, track, edition.tracks[index]?.spaces ?? 0);
  }
  writeSeatCounts(out, at, relative, view.players);
  writeSeatShips(out, at, relative, players, view.ships);
  at += SEATS_SIZE;
  at = writeOwnHand(out, at, edition, view.players[viewer]);
  for (let deck = 0; deck < DECKS.length; deck++) {
    const pile = view.piles[DECKS[deck] as (typeof DECKS)[number]];
    at = writePile(out, at, edition, pile.count, pile.top ?? -1);
  }
  writeRest(
    out,
    at,
    view.shipyardPile,
    view.resourcePile,
    view.pending[0],
    view.buildingSupply,
    view.moves,
  );
  return out;
}

const relativeSeatsOfView: number[] = [0, 0, 0, 0];

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
