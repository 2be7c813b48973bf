import { type PlayerCount, startingBuildings } from '../box/box.js';
import { SEATS, type SheetData } from './sheet-data.js';
import type { SheetWarning } from './sheet-issue.js';

const AREA_BUILDINGS = [0, 1, 2, 3, 4, 5, 6, 7].map((index) => `areas[${index}].buildings`);
const AREA_SCIENTISTS = [0, 1, 2, 3, 4, 5, 6, 7].map((index) => `areas[${index}].scientists`);

/** Messages of the mismatch between cards and buildings, by their three numbers (they repeat). */
const mismatchMessages = new Map<number, string>();

/**
 * Finds what a real game would not leave behind but that does not stop scoring, such as an
 * open area without its starting building or Building Cards that do not match the buildings.
 * A warning that would rest on a field that could not be read is left out.
 */
export function findSheetWarnings(data: SheetData): SheetWarning[] {
  const warnings: SheetWarning[] = [];
  let buildingsOnBoard = 0;
  for (let index = 0; index < data.areas; index++) {
    const bit = 1 << index;
    if (data.closed[index] === 1 || (data.doubtAreaClosed & bit) !== 0) continue;
    const buildings = data.buildings[index] as number;
    buildingsOnBoard += buildings;
    if ((data.doubtBuildings & bit) !== 0) continue;
    if (buildings === 0) {
      warnings.push({
        code: 'area-without-building',
        path: AREA_BUILDINGS[index] ?? `areas[${index}].buildings`,
        message: 'every open area starts the game with one building, but this one has none',
      });
      continue;
    }
    if ((data.doubtScientists & bit) !== 0) continue;
    const at = index * 4;
    const scientists =
      (data.scientists[at] as number) +
      (data.scientists[at + 1] as number) +
      (data.scientists[at + 2] as number) +
      (data.scientists[at + 3] as number);
    if (scientists < buildings - 1) {
      warnings.push({
        code: 'fewer-scientists-than-built',
        path: AREA_SCIENTISTS[index] ?? `areas[${index}].scientists`,
        message: `${buildings - 1} buildings were built here after setup, each with at least one scientist, but only ${scientists} scientists are here`,
      });
    }
  }
  if ((data.doubtBuildingCards | data.doubtAreaClosed | data.doubtBuildings) === 0) {
    let cards = 0;
    for (let seat = 0; seat < data.seats; seat++) cards += data.buildingCards[seat] as number;
    const starting = startingBuildings(data.seats as PlayerCount);
    const built = buildingsOnBoard - starting;
    if (cards !== built) {
      warnings.push({
        code: 'building-cards-mismatch',
        path: 'players',
        message: mismatch(cards, built, starting),
      });
    }
  }
  for (let track = 0; track < data.tracks; track++) {
    const cubes = data.cubes[track] as number;
    for (let position = 1; position < cubes; position++) {
      const ahead = data.cubeValue[track * SEATS + position - 1] as number;
      const value = data.cubeValue[track * SEATS + position] as number;
      // An unreadable value is -1, never more than the one ahead.
      if (ahead >= 0 && value > ahead) {
        warnings.push({
          code: 'track-values-increase',
          path: `tracks[${track}].cubes[${position}]`,
          message: `this cube is worth ${value}, more than the ${ahead} of the cube ahead of it; cubes are listed front to back`,
        });
      }
    }
  }
  return warnings;
}

function mismatch(cards: number, built: number, starting: number): string {
  const small =
    Number.isInteger(cards) &&
    Number.isInteger(built) &&
    cards >= 0 &&
    cards < 1000 &&
    built >= -8 &&
    built < 1000 &&
    (starting === 6 || starting === 8);
  const key = (cards * 1024 + built + 8) * 16 + starting;
  const known = small ? mismatchMessages.get(key) : undefined;
  if (known !== undefined) return known;
  const message = `the players hold ${cards} Building Cards, but ${built} buildings stand on the board beyond the ${starting} starting buildings; each card builds one`;
  if (small) {
    if (mismatchMessages.size >= 4096) mismatchMessages.clear();
    mismatchMessages.set(key, message);
  }
  return message;
}
