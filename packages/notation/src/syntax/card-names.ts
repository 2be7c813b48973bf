import type { BuildingType, Edition } from '@antarctica-game/engine';
import type { BuildingCardRef, ResourceCardRef } from './record.js';
import { BUILDING_BY_CODE, BUILDING_CODES } from './vocabulary.js';

/** Reads Building codes written one after another (`LaFa`); null if any is unknown. */
export function readBuildingCodes(text: string): BuildingType[] | null {
  if (text.length % 2 !== 0) return null;
  const types: BuildingType[] = [];
  for (let index = 0; index < text.length; index += 2) {
    const type = BUILDING_BY_CODE.get(text.slice(index, index + 2));
    if (type === undefined) return null;
    types.push(type);
  }
  return types;
}

/** Writes Buildings as codes one after another. */
export function buildingCodes(types: readonly BuildingType[]): string {
  let text = '';
  for (const type of types) text += BUILDING_CODES[type];
  return text;
}

/**
 * Reads a Building Card name: `Ca/Cr` (builds a Camp, requires a Crane) or `#12` (the edition's
 * twelfth card, id 11: numbers in the text count from 1); null if malformed.
 */
export function readBuildingCard(text: string): BuildingCardRef | null {
  if (text.startsWith('#')) {
    const digits = text.slice(1);
    if (!/^[1-9]\d{0,3}$/.test(digits)) return null;
    return { id: Number(digits) - 1 };
  }
  const slash = text.indexOf('/');
  if (slash !== 2) return null;
  const builds = BUILDING_BY_CODE.get(text.slice(0, 2));
  const requires = readBuildingCodes(text.slice(3));
  if (builds === undefined || requires === null) return null;
  return { builds, requires };
}

/** Writes a Building Card name (`#12` for id 11). */
export function buildingCardName(card: BuildingCardRef): string {
  if ('id' in card) return `#${card.id + 1}`;
  return `${BUILDING_CODES[card.builds]}/${buildingCodes(card.requires)}`;
}

/**
 * The id of a Building Card in an edition, or null if no card matches (or, for a name, if two
 * cards read alike: those are named by id).
 */
export function buildingCardId(edition: Edition, card: BuildingCardRef): number | null {
  if ('id' in card) return card.id < edition.buildingCards.length ? card.id : null;
  let found: number | null = null;
  edition.buildingCards.forEach((data, id) => {
    if (data.builds !== card.builds || data.requires.length !== card.requires.length) return;
    if (!data.requires.every((type, index) => card.requires[index] === type)) return;
    found = found === null ? id : -1;
  });
  return found === -1 ? null : found;
}

/** The name of an edition's Building Card: its Buildings, or its id where another card reads alike. */
export function buildingCardRefOf(edition: Edition, id: number): BuildingCardRef {
  const data = edition.buildingCards[id];
  if (data === undefined || !namedAlone(edition)[id]) return { id };
  return { builds: data.builds, requires: data.requires.slice() };
}

/** For each edition read, whether each card's name is its own (no other card reads alike). */
const alone = new WeakMap<Edition, boolean[]>();

/** Whether each of an edition's cards is named alone (read once: a name reads every card). */
function namedAlone(edition: Edition): boolean[] {
  let known = alone.get(edition);
  if (known === undefined) {
    known = edition.buildingCards.map(
      (data, id) =>
        buildingCardId(edition, { builds: data.builds, requires: data.requires.slice() }) === id,
    );
    alone.set(edition, known);
  }
  return known;
}

/** Reads a Resource Card: the codes of what it stands in for, then a copy number from 2 (`La2`). */
export function readResourceCard(text: string): ResourceCardRef | null {
  const match = /^((?:[A-Z][a-z])+)(\d{0,2})$/.exec(text);
  if (match === null) return null;
  const grants = readBuildingCodes(match[1] ?? '');
  if (grants === null) return null;
  const copy = match[2] === '' || match[2] === undefined ? 1 : Number(match[2]);
  if (copy < 2) return match[2] === '' ? { grants } : null;
  return { grants, copy };
}

/** Writes a Resource Card. */
export function resourceCardName(card: ResourceCardRef): string {
  return `${buildingCodes(card.grants)}${card.copy !== undefined && card.copy > 1 ? card.copy : ''}`;
}

/** Whether an edition's Resource Card stands in for exactly these Buildings. */
export function resourceCardMatches(
  edition: Edition,
  id: number,
  grants: readonly BuildingType[],
): boolean {
  const data = edition.resourceCards[id];
  return (
    data !== undefined &&
    data.grants.length === grants.length &&
    data.grants.every((type, index) => grants[index] === type)
  );
}
