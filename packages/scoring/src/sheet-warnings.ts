import { type PlayerCount, startingBuildings } from './box.js';
import type { ScoreSheet } from './score-sheet.js';
import type { SheetWarning } from './sheet-issue.js';
import { childPath } from './sheet-path.js';

/**
 * Finds what a real game would not leave behind but that does not stop scoring, such as an
 * open area without its starting building or Building Cards that do not match the buildings.
 */
export function findSheetWarnings(sheet: ScoreSheet, players: PlayerCount): SheetWarning[] {
  const warnings: SheetWarning[] = [];
  let buildingsOnBoard = 0;
  sheet.areas.forEach((area, index) => {
    if (area.closed) return;
    const path = childPath('areas', index);
    const buildings = area.buildings ?? 0;
    buildingsOnBoard += buildings;
    const scientists = Object.values(area.scientists ?? {}).reduce((sum, count) => sum + count, 0);
    if (buildings === 0) {
      warnings.push({
        code: 'area-without-building',
        path: childPath(path, 'buildings'),
        message: 'every open area starts the game with one building, but this one has none',
      });
    } else if (scientists < buildings - 1) {
      warnings.push({
        code: 'fewer-scientists-than-built',
        path: childPath(path, 'scientists'),
        message: `${buildings - 1} buildings were built here after setup, each with at least one scientist, but only ${scientists} scientists are here`,
      });
    }
  });
  const cards = sheet.players.reduce((sum, player) => sum + player.buildingCards, 0);
  const built = buildingsOnBoard - startingBuildings(players);
  if (cards !== built) {
    warnings.push({
      code: 'building-cards-mismatch',
      path: 'players',
      message: `the players hold ${cards} Building Cards, but ${built} buildings stand on the board beyond the ${startingBuildings(players)} starting buildings; each card builds one`,
    });
  }
  sheet.tracks.forEach((track, trackIndex) => {
    track.cubes?.forEach((cube, index) => {
      const ahead = track.cubes?.[index - 1];
      if (ahead !== undefined && cube.value > ahead.value) {
        warnings.push({
          code: 'track-values-increase',
          path: childPath(childPath(childPath('tracks', trackIndex), 'cubes'), index),
          message: `this cube is worth ${cube.value}, more than the ${ahead.value} of the cube ahead of it; cubes are listed front to back`,
        });
      }
    });
  });
  return warnings;
}
