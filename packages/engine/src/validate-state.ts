import { COLORS } from '@antarctica-game/scoring';
import { currentDecision } from './decision.js';
import { BUILDING_TYPES, SHIPYARD_CARDS, TRACK_SYMBOLS } from './edition/edition.js';
import { checkInvariants } from './invariants.js';
import { legalMoves } from './legal-moves.js';
import {
  arrayOf,
  boolean,
  byKind,
  type Check,
  integer,
  lazy,
  nullable,
  object,
  oneOf,
  recordOf,
  string,
} from './shape-check.js';
import type { GameState } from './state.js';

/** A problem in a game state: where, and what. */
export interface StateIssue {
  path: string;
  message: string;
}

const count = integer(0);
const seatOrNone = integer(-1, 3);
const seat = integer(0, 3);
const cardIds = arrayOf(count);
const shipyardCard = oneOf(SHIPYARD_CARDS);

const effect: Check = byKind({
  trackAction: object({
    kind: oneOf(['trackAction']),
    symbol: oneOf(TRACK_SYMBOLS),
    mover: seat,
    seats: arrayOf(seat),
    usedTracks: arrayOf(count),
    deferred: arrayOf(lazy(() => effect)),
  }),
  shipyardPick: object({ kind: oneOf(['shipyardPick']), seats: arrayOf(seat) }),
  draft: object({ kind: oneOf(['draft']), seats: arrayOf(seat), cards: arrayOf(shipyardCard) }),
});

const stateShape = object({
  version: oneOf([1]),
  edition: () => true,
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
  ships: arrayOf(integer(-3)),
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
  moves: count,
  ended: nullable(oneOf(['lastScientist', 'lastBuilding', 'noShips'])),
});

/**
 * Checks an untrusted value (for example a parsed save) as a game state: the shape of every
 * field, sizes that match its edition and player count, ids in range, pieces and cards that add
 * up, and a decision the engine can answer. The edition is assumed already checked.
 */
export function validateGameState(
  value: unknown,
): { ok: true; state: GameState } | { ok: false; issues: StateIssue[] } {
  const issues: StateIssue[] = [];
  if (!stateShape(value, '', issues)) return { ok: false, issues };
  const state = value as GameState;
  const edition = state.edition;
  const players = state.players.length;
  const expect = (condition: boolean, path: string, message: string) => {
    if (!condition) issues.push({ path, message });
  };
  expect(players >= 2 && players <= 4, 'players', `2 to 4 players, found ${players}`);
  expect(state.areas.length === edition.areas, 'areas', `the edition has ${edition.areas} areas`);
  expect(
    state.tracks.length === edition.tracks.length,
    'tracks',
    `the edition has ${edition.tracks.length} tracks`,
  );
  expect(state.ships.length === players * 8, 'ships', `expected ${players * 8} ship places`);
  expect(state.sun < edition.areas, 'sun', 'no such area');
  state.areas.forEach((area, index) => {
    expect(
      area.scientists.length === players,
      `areas[${index}].scientists`,
      `one count per player (${players})`,
    );
  });
  state.tracks.forEach((track, index) => {
    const data = edition.tracks[index];
    expect(
      track.spaces.length === data?.spaces,
      `tracks[${index}].spaces`,
      `the track has ${data?.spaces} spaces`,
    );
    expect(
      track.blueUsed.length === data?.symbols.length,
      `tracks[${index}].blueUsed`,
      'one flag per symbol space',
    );
    expect(
      track.spaces.every((owner) => owner < players),
      `tracks[${index}].spaces`,
      'a cube of a seat not in the game',
    );
  });
  const cards = edition.buildingCards.length;
  const allCards = [
    ...state.piles.basic,
    ...state.piles.double,
    ...state.piles.advanced,
    ...state.players.flatMap((player) => player.buildingCards),
  ];
  expect(
    allCards.every((card) => card < cards),
    'piles',
    'a Building Card id outside the edition',
  );
  const resources = [
    ...state.resourcePile,
    ...state.players.flatMap((player) => player.resourceCards),
  ];
  expect(
    resources.every((card) => card < edition.resourceCards.length),
    'resourcePile',
    'a Resource Card id outside the edition',
  );
  if (issues.length > 0) return { ok: false, issues };
  for (const problem of checkInvariants(state)) issues.push({ path: '', message: problem });
  if (issues.length > 0) return { ok: false, issues };
  try {
    const decision = currentDecision(state);
    expect(
      decision.kind === 'gameOver' || legalMoves(state).length > 0,
      '',
      `the game waits for a ${decision.kind} decision that has no legal answer`,
    );
  } catch (error) {
    issues.push({ path: '', message: `the state cannot be played: ${(error as Error).message}` });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, state };
}
