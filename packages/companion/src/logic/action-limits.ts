// What the box and the rules allow, for the companion's actions: the limits each action checks
// (pieces in the box, spaces on the board, cards), and the small changes several actions share.

import { hasShipSpace, RULE_OPTIONS, type RuleOptions } from '@antarctica-game/engine/helpers';
import {
  BUILDING_CARDS,
  BUILDING_PIECES,
  BUILDING_SPACES_PER_AREA,
  COLORS,
  type Color,
  MAX_CUBE_VALUE,
  type PlayerCount,
  researchCubesPerColor,
  scientistsPerColor,
  shipsPerColor,
} from '@antarctica-game/scoring';
import type { PlayerCountField, Refusal } from './action-types.js';
import { scientistsOnBoard } from './game-end.js';
import {
  type Session,
  type SetupChoice,
  SHIP_SPACES,
  sessionRules,
  shipsToPlace,
} from './session.js';
import { icebreakerTurnWith, secondIndex } from './turns.js';

/** The largest value a cube (as the scorer bounds it), or a count in front of a player, can take. */
export const MAX_VALUE = MAX_CUBE_VALUE;

/** What is wrong with setup choices, or null: they come from people and programs alike. */
export function setupProblem(choice: SetupChoice, at: unknown): Refusal | null {
  if (typeof choice !== 'object' || choice === null || !Array.isArray(choice.players))
    return 'player-count';
  const { players } = choice;
  if (players.length < 2 || players.length > 4) return 'player-count';
  const colors = players.map((player) => player?.color);
  if (!colors.every((color) => COLORS.includes(color as Color))) return 'unknown-color';
  if (new Set(colors).size !== colors.length) return 'duplicate-color';
  if (!players.every((player) => typeof player.name === 'string' && player.name.length <= 40))
    return 'invalid-name';
  const pair = choice.closedPair;
  if (pair !== undefined && !(Number.isInteger(pair) && pair >= 0 && pair < 8))
    return 'invalid-option';
  for (const flag of [choice.startingBuildings, choice.firstGameShips])
    if (flag !== undefined && typeof flag !== 'boolean') return 'invalid-option';
  if (choice.rules !== undefined && !areRuleReadings(choice.rules)) return 'invalid-option';
  if (at !== undefined && typeof at !== 'string') return 'invalid-option';
  return null;
}

/** Whether a value holds only rule readings the engine names, each with one of its values. */
export function areRuleReadings(rules: unknown): rules is Partial<RuleOptions> {
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) return false;
  return Object.entries(rules).every(
    ([name, value]) =>
      Object.hasOwn(RULE_OPTIONS, name) &&
      (value === undefined ||
        (RULE_OPTIONS[name as keyof RuleOptions] as readonly unknown[]).includes(value)),
  );
}

/** The area if a ship can be put there (open, a free ship space), or why not. */
export function shipSpace(session: Session, index: number): Session['areas'][number] | Refusal {
  const area = session.areas[index];
  if (area === undefined) return 'no-such-area';
  if (area.closed) return 'area-closed';
  if (!hasShipSpace(area, SHIP_SPACES)) return 'area-full';
  return area;
}

/** Ships a seat may have on the board: those placed at the start, then all of its ships. */
export function shipLimit(session: Session): number {
  const players = session.players.length;
  return session.phase === 'placement'
    ? shipsToPlace(players)
    : shipsPerColor(players as PlayerCount);
}

/** Whether an area may hold `count` buildings instead of `was`. */
export function buildingsProblem(session: Session, count: number, was: number): Refusal | null {
  if (!isCount(count)) return 'not-a-count';
  if (count > BUILDING_SPACES_PER_AREA) return 'building-spaces-full';
  const onBoard = session.areas.reduce((sum, area) => sum + area.buildings, 0);
  if (count > was && onBoard - was + count > BUILDING_PIECES) return 'buildings-exhausted';
  return null;
}

/** Whether `change` more scientists of a colour fit on the board. */
export function scientistsProblem(session: Session, color: Color, change: number): Refusal | null {
  const limit = scientistsPerColor(session.players.length as PlayerCount);
  if (change > 0 && scientistsOnBoard(session, color) + change > limit)
    return 'scientists-exhausted';
  return null;
}

/** Whether a player may hold `count` of a kind of card or discard. */
export function cardsProblem(
  session: Session,
  color: Color,
  field: PlayerCountField,
  count: number,
  moreCards = 0,
): Refusal | null {
  const player = session.players.find((entry) => entry.color === color);
  if (player === undefined) return 'unknown-color';
  if (!isCount(count) || count > MAX_VALUE) return 'not-a-count';
  if (field === 'asteriskCards' && count > player.buildingCards + moreCards)
    return 'asterisk-exceeds-cards';
  if (field === 'buildingCards') {
    if (count < player.asteriskCards) return 'cards-below-asterisk';
    const taken = session.players.reduce((sum, entry) => sum + entry.buildingCards, 0);
    if (count > player.buildingCards && taken - player.buildingCards + count > BUILDING_CARDS)
      return 'cards-exhausted';
  }
  if (
    field === 'discardedResources' &&
    count > player.discardedResources &&
    count > discardable(session, color)
  )
    return 'discards-exhausted';
  return null;
}

/** What a player can have discarded at most: their ships and the cubes not on a track. */
export function discardable(session: Session, color: Color): number {
  const players = session.players.length as PlayerCount;
  const onTracks = session.tracks.filter((track) =>
    track.cubes.some((cube) => cube.player === color),
  ).length;
  return shipsPerColor(players) + researchCubesPerColor(players) - onTracks;
}

/** Whether a player still has a cube to put on a track, counting the discarded ones as cubes. */
export function cubeLeft(session: Session, color: Color): boolean {
  const player = session.players.find((entry) => entry.color === color);
  return player !== undefined && player.discardedResources < discardable(session, color);
}

/** A new turn with the Sun in `area`: its first ship acts. */
export function startTurn(session: Session, area: number): void {
  session.sun = area < 0 ? session.sun : area;
  session.sailed = false;
  session.sailedTo = null;
  session.icebreakerTurn = false;
  session.builtThisTurn = 0;
  session.acting = area < 0 ? null : (session.areas[area]?.ships[0] ?? null);
  // The Sun's arrival uses up the area's Icebreaker unless it gives a turn after the first ship's.
  const here = session.areas[area];
  if (here !== undefined && !icebreakerTurnWith(session, here.icebreaker, here.ships[1], false))
    here.icebreaker = null;
}

/**
 * A ship leaves an area's line (taken off or moved by hand, or by a track action) at `index`.
 * An Icebreaker bound to its ship (the reading `icebreakerBinding: 'ship'`) is lost once that
 * ship is no longer second in line: it left, or a ship ahead of it did. Bound to the area, it
 * waits for whichever ship of its player is second when the Sun arrives, as the engine has it.
 */
export function shipLeft(session: Session, area: number, index: number): void {
  const record = session.areas[area];
  if (record === undefined || record.icebreaker === null) return;
  if (sessionRules(session).icebreakerBinding === 'area') return;
  if (index <= secondIndex(session, area)) record.icebreaker = null;
}

/** Keeps the acting seat in step with the Sun's line when ships are added or removed by hand. */
export function refreshActing(session: Session): void {
  if (session.phase === 'play' && !session.sailed && !session.icebreakerTurn)
    session.acting = session.areas[session.sun]?.ships[0] ?? null;
}

export const isCount = (value: number) => Number.isInteger(value) && value >= 0;
export const seatExists = (session: Session, seat: number) =>
  Number.isInteger(seat) && seat >= 0 && seat < session.players.length;
export const colorInGame = (session: Session, color: Color) =>
  session.players.some((player) => player.color === color);
