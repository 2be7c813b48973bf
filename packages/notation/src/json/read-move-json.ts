import {
  BUILDING_TYPES,
  type BuildingType,
  DECKS,
  SHIPYARD_CARDS,
  type ShipyardCard,
} from '@antarctica-game/engine';
import type { BuildingCardRef, NotationMove, ResourceCardRef, ShipRef } from '../syntax/record.js';
import { extraKeys, integer, isObject, join, list, type Problem } from './json-fields.js';

const FIELDS: Record<NotationMove['type'], readonly string[]> = {
  placeOpeningCube: ['track'],
  placeShip: ['area'],
  sail: ['to'],
  build: ['deck', 'track', 'resourceCard', 'reveal'],
  buildShip: [],
  recruit: [],
  research: ['track'],
  playIcebreaker: ['area'],
  playPlaceScientist: [],
  playPlusTwoScientists: [],
  playFastResearch: ['track'],
  discard: ['resource', 'ship'],
  endTurn: [],
  moveShip: ['ship', 'to'],
  advance: ['track'],
  takeShipyardCard: ['card'],
  draftPick: ['card'],
  drawDraftCards: ['cards'],
  pass: [],
};

const BIG = 98;

export function readMove(value: unknown, path: string, problems: Problem[]): NotationMove | null {
  if (!isObject(value) || typeof value.type !== 'string' || !Object.hasOwn(FIELDS, value.type)) {
    problems.push({
      path: join(path, 'type'),
      message: `expected a move type: ${Object.keys(FIELDS).join(', ')}`,
    });
    return null;
  }
  const type = value.type as NotationMove['type'];
  extraKeys(value, ['type', ...(FIELDS[type] ?? [])], path, problems);
  const before = problems.length;
  const index = (key: string) => integer(value[key], join(path, key), problems, 0, BIG);
  let move: NotationMove | null = null;
  switch (type) {
    case 'placeOpeningCube':
    case 'research':
    case 'playFastResearch':
    case 'advance': {
      const track = index('track');
      if (track !== null) move = { type, track };
      break;
    }
    case 'placeShip':
    case 'playIcebreaker': {
      const area = index('area');
      if (area !== null) move = { type, area };
      break;
    }
    case 'sail': {
      const to = index('to');
      if (to !== null) move = { type, to };
      break;
    }
    case 'build':
      move = readBuild(value, path, problems);
      break;
    case 'discard': {
      if (value.resource === 'cube' || value.resource === 'availableShip') {
        if (value.ship !== undefined)
          problems.push({
            path: join(path, 'ship'),
            message: `a discard of a ${value.resource} names no ship`,
          });
        move = { type, resource: value.resource };
      } else if (value.resource === 'boardShip') {
        const ship = readShip(value.ship, join(path, 'ship'), problems);
        if (ship !== null) move = { type, resource: 'boardShip', ship };
      } else
        problems.push({
          path: join(path, 'resource'),
          message: 'expected "cube", "availableShip" or "boardShip"',
        });
      break;
    }
    case 'moveShip': {
      const ship = readShip(value.ship, join(path, 'ship'), problems);
      const to = index('to');
      if (ship !== null && to !== null) move = { type, ship, to };
      break;
    }
    case 'takeShipyardCard':
    case 'draftPick': {
      const card = readShipyardCard(value.card, join(path, 'card'), problems);
      if (card !== undefined) move = { type, card };
      break;
    }
    case 'drawDraftCards': {
      if (value.cards === null) move = { type, cards: null };
      else {
        const cards = list(value.cards, join(path, 'cards'), problems).map((card, position) =>
          readShipyardCard(card, `${join(path, 'cards')}[${position}]`, problems),
        );
        if (cards.length === 0)
          problems.push({
            path: join(path, 'cards'),
            message: 'a draw turns up at least one card (null if none was seen)',
          });
        else if (!cards.includes(undefined))
          move = { type, cards: cards as Array<ShipyardCard | null> };
      }
      break;
    }
    default:
      move = { type } as NotationMove;
  }
  return problems.length === before ? move : null;
}

function readBuild(
  value: Record<string, unknown>,
  path: string,
  problems: Problem[],
): NotationMove | null {
  if (!(DECKS as readonly unknown[]).includes(value.deck)) {
    problems.push({ path: join(path, 'deck'), message: `expected one of ${DECKS.join(', ')}` });
    return null;
  }
  const track =
    value.track === null ? null : integer(value.track, join(path, 'track'), problems, 0, BIG);
  if (track === null && value.track !== null) return null;
  const move: Extract<NotationMove, { type: 'build' }> = {
    type: 'build',
    deck: value.deck as (typeof DECKS)[number],
    track,
  };
  if (value.resourceCard !== undefined) {
    const card = readResourceRef(value.resourceCard, join(path, 'resourceCard'), problems);
    if (card === null) return null;
    move.resourceCard = card;
  }
  if (value.reveal !== undefined) {
    if (value.reveal === null) move.reveal = null;
    else {
      const card = readBuildingRef(value.reveal, join(path, 'reveal'), problems);
      if (card === null) return null;
      move.reveal = card;
    }
  }
  return move;
}

function buildingList(
  value: unknown,
  path: string,
  problems: Problem[],
  min: number,
): BuildingType[] | null {
  const types = list(value, path, problems);
  if (types.length < min || types.length > 14) {
    problems.push({ path, message: `expected ${min} to 14 Building kinds` });
    return null;
  }
  if (!types.every((type) => (BUILDING_TYPES as readonly unknown[]).includes(type))) {
    problems.push({ path, message: `expected Building kinds: ${BUILDING_TYPES.join(', ')}` });
    return null;
  }
  return types as BuildingType[];
}

function readResourceRef(
  value: unknown,
  path: string,
  problems: Problem[],
): ResourceCardRef | null {
  if (!isObject(value)) {
    problems.push({ path, message: 'expected { "grants": [...], "copy"?: n }' });
    return null;
  }
  extraKeys(value, ['grants', 'copy'], path, problems);
  const grants = buildingList(value.grants, join(path, 'grants'), problems, 1);
  if (grants === null) return null;
  if (value.copy === undefined) return { grants };
  const copy = integer(value.copy, join(path, 'copy'), problems, 2, 99);
  return copy === null ? null : { grants, copy };
}

function readBuildingRef(
  value: unknown,
  path: string,
  problems: Problem[],
): BuildingCardRef | null {
  if (!isObject(value)) {
    problems.push({ path, message: 'expected { "builds", "requires" } or { "id" }' });
    return null;
  }
  if ('id' in value) {
    extraKeys(value, ['id'], path, problems);
    const id = integer(value.id, join(path, 'id'), problems, 0, 9998);
    return id === null ? null : { id };
  }
  extraKeys(value, ['builds', 'requires'], path, problems);
  if (!(BUILDING_TYPES as readonly unknown[]).includes(value.builds)) {
    problems.push({
      path: join(path, 'builds'),
      message: `expected a Building kind: ${BUILDING_TYPES.join(', ')}`,
    });
    return null;
  }
  const requires = buildingList(value.requires, join(path, 'requires'), problems, 0);
  return requires === null ? null : { builds: value.builds as BuildingType, requires };
}

function readShip(value: unknown, path: string, problems: Problem[]): ShipRef | null {
  if (!isObject(value)) {
    problems.push({ path, message: 'expected { "area", "place" }' });
    return null;
  }
  extraKeys(value, ['area', 'place'], path, problems);
  const area = integer(value.area, join(path, 'area'), problems, 0, BIG);
  const place = integer(value.place, join(path, 'place'), problems, 0, 25);
  return area === null || place === null ? null : { area, place };
}

export function readShipyardCard(
  value: unknown,
  path: string,
  problems: Problem[],
): ShipyardCard | null | undefined {
  if (value === null) return null;
  if ((SHIPYARD_CARDS as readonly unknown[]).includes(value)) return value as ShipyardCard;
  problems.push({
    path,
    message: `expected a Shipyard Card (${SHIPYARD_CARDS.join(', ')}) or null`,
  });
  return undefined;
}
