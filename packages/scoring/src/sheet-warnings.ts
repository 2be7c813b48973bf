import { type PlayerCount, startingBuildings } from './box.js';
import type { SheetDoubts } from './read-sheet-shape.js';
import type { ScoreSheet, SheetCube } from './score-sheet.js';
import type { SheetWarning } from './sheet-issue.js';

const AREA_BUILDINGS = [0, 1, 2, 3, 4, 5, 6, 7].map((index) => `areas[${index}].buildings`);
const AREA_SCIENTISTS = [0, 1, 2, 3, 4, 5, 6, 7].map((index) => `areas[${index}].scientists`);

/** Messages of the mismatch between cards and buildings, by their three numbers (they repeat). */
const mismatchMessages = new Map<number, string>();

const NO_DOUBTS: SheetDoubts = {
  buildingCards: 0,
  asteriskCards: 0,
  discardedResources: 0,
  areaClosed: 0,
  buildings: 0,
  scientists: 0,
  trackClosed: 0,
  sun: false,
};

/**
 * Finds what a real game would not leave behind but that does not stop scoring, such as an
 * open area without its starting building or Building Cards that do not match the buildings.
 * A warning that would rest on a field that could not be read is left out.
 */
export function findSheetWarnings(
  sheet: ScoreSheet,
  players: PlayerCount,
  doubts: SheetDoubts = NO_DOUBTS,
): SheetWarning[] {
  const warnings: SheetWarning[] = [];
  let buildingsOnBoard = 0;
  const { areas } = sheet;
  for (let index = 0; index < areas.length; index++) {
    const area = areas[index];
    const bit = 1 << index;
    if (area === undefined || area.closed || (doubts.areaClosed & bit) !== 0) continue;
    const buildings = area.buildings ?? 0;
    buildingsOnBoard += buildings;
    if ((doubts.buildings & bit) !== 0) continue;
    if (buildings === 0) {
      warnings.push({
        code: 'area-without-building',
        path: AREA_BUILDINGS[index] ?? `areas[${index}].buildings`,
        message: 'every open area starts the game with one building, but this one has none',
      });
      continue;
    }
    if ((doubts.scientists & bit) !== 0) continue;
    const given = area.scientists;
    const scientists =
      given === undefined
        ? 0
        : (given.red ?? 0) + (given.blue ?? 0) + (given.green ?? 0) + (given.yellow ?? 0);
    if (scientists < buildings - 1) {
      warnings.push({
        code: 'fewer-scientists-than-built',
        path: AREA_SCIENTISTS[index] ?? `areas[${index}].scientists`,
        message: `${buildings - 1} buildings were built here after setup, each with at least one scientist, but only ${scientists} scientists are here`,
      });
    }
  }
  const everythingKnown = (doubts.buildingCards | doubts.areaClosed | doubts.buildings) === 0;
  if (everythingKnown) {
    let cards = 0;
    for (const player of sheet.players) cards += player.buildingCards;
    const starting = startingBuildings(players);
    const built = buildingsOnBoard - starting;
    if (cards !== built) {
      warnings.push({
        code: 'building-cards-mismatch',
        path: 'players',
        message: mismatch(cards, built, starting),
      });
    }
  }
  const { tracks } = sheet;
  for (let trackIndex = 0; trackIndex < tracks.length; trackIndex++) {
    const cubes = tracks[trackIndex]?.cubes;
    if (cubes === undefined) continue;
    for (let index = 1; index < cubes.length; index++) {
      const ahead = (cubes[index - 1] as SheetCube).value;
      const value = (cubes[index] as SheetCube).value;
      // An unreadable value is -1 (see readSheetShape), never more than the one ahead.
      if (ahead >= 0 && value > ahead) {
        warnings.push({
          code: 'track-values-increase',
          path: `tracks[${trackIndex}].cubes[${index}]`,
          message: `this cube is worth ${value}, more than the ${ahead} of the cube ahead of it; cubes are listed front to back`,
        });
      }
    }
  }
  return warnings;
}

function mismatch(cards: number, built: number, starting: number): string {
  const small =
    Number.isInteger(cards) && cards >= 0 && cards < 1000 && built >= -8 && built < 1000;
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
