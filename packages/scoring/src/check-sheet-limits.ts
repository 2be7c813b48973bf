import {
  BUILDING_CARDS,
  BUILDING_PIECES,
  BUILDING_SPACES_PER_AREA,
  closedAreaCount,
  closedTrackCount,
  type PlayerCount,
  researchCubesPerColor,
  scientistsPerColor,
  shipsPerColor,
} from './box.js';
import { COLORS, type Color } from './colors.js';
import type { ScoreSheet } from './score-sheet.js';
import type { SheetError } from './sheet-issue.js';
import { childPath } from './sheet-path.js';

/**
 * Checks a structurally sound sheet against what the box holds and what the setup of its
 * player count allows: piece counts, closed areas and tracks, cubes, cards and discards.
 */
export function checkSheetLimits(sheet: ScoreSheet, players: PlayerCount): SheetError[] {
  const errors: SheetError[] = [];
  const report = (code: SheetError['code'], path: string, message: string) =>
    errors.push({ code, path, message });
  checkClosedAreas(sheet, players, report);
  checkAreaPieces(sheet, players, report);
  checkTracks(sheet, players, report);
  checkPlayers(sheet, players, report);
  return errors;
}

type Report = (code: SheetError['code'], path: string, message: string) => void;

function checkClosedAreas(sheet: ScoreSheet, players: PlayerCount, report: Report): void {
  const closed = sheet.areas.flatMap((area, index) => (area.closed ? [index] : []));
  const expected = closedAreaCount(players);
  if (closed.length !== expected) {
    report(
      'closed-area-count',
      'areas',
      `a ${players}-player game has ${expected === 0 ? 'no closed areas' : `${expected} closed areas`}, found ${closed.length}`,
    );
  } else if (closed.length === 2 && Math.abs((closed[1] ?? 0) - (closed[0] ?? 0)) !== 4) {
    report(
      'closed-areas-not-opposite',
      childPath(childPath('areas', closed[1] ?? 0), 'closed'),
      `the closed areas of a 2-player game are opposite each other (top and bottom); areas ${closed[0]} and ${closed[1]} are not`,
    );
  }
  if (sheet.areas[sheet.sun]?.closed) {
    report(
      'sun-in-closed-area',
      'sun',
      `the Sun never stops in a closed area, but area ${sheet.sun} is closed`,
    );
  }
}

function checkAreaPieces(sheet: ScoreSheet, players: PlayerCount, report: Report): void {
  const scientistLimit = scientistsPerColor(players);
  const scientistsSoFar = new Map<Color, number>();
  let buildingsSoFar = 0;
  sheet.areas.forEach((area, index) => {
    const path = childPath('areas', index);
    const buildings = area.buildings ?? 0;
    if (area.closed && buildings > 0) {
      report(
        'closed-area-not-empty',
        childPath(path, 'buildings'),
        'a closed area holds no buildings',
      );
    }
    if (buildings > BUILDING_SPACES_PER_AREA) {
      report(
        'too-many-buildings',
        childPath(path, 'buildings'),
        `an area has ${BUILDING_SPACES_PER_AREA} building spaces, found ${buildings} buildings`,
      );
    }
    const before = buildingsSoFar;
    buildingsSoFar += buildings;
    if (before <= BUILDING_PIECES && buildingsSoFar > BUILDING_PIECES) {
      report(
        'too-many-buildings',
        childPath(path, 'buildings'),
        `the box has ${BUILDING_PIECES} buildings, but the areas up to this one hold ${buildingsSoFar}`,
      );
    }
    for (const color of COLORS) {
      const count = area.scientists?.[color] ?? 0;
      if (count === 0) continue;
      const colorPath = childPath(childPath(path, 'scientists'), color);
      if (area.closed)
        report('closed-area-not-empty', colorPath, 'a closed area holds no scientists');
      const previous = scientistsSoFar.get(color) ?? 0;
      scientistsSoFar.set(color, previous + count);
      if (previous <= scientistLimit && previous + count > scientistLimit) {
        report(
          'too-many-scientists',
          colorPath,
          `${color} has ${scientistLimit} scientists in a ${players}-player game, but the areas up to this one hold ${previous + count}`,
        );
      }
    }
  });
}

/**
 * A player has as many cubes for the tracks as there are open tracks, and at most one cube per
 * track, so the duplicate and closed-track checks also bound a player's cubes.
 */
function checkTracks(sheet: ScoreSheet, players: PlayerCount, report: Report): void {
  const closed = sheet.tracks.filter((track) => track.closed).length;
  const expected = closedTrackCount(players);
  if (closed !== expected) {
    report(
      'closed-track-count',
      'tracks',
      `a ${players}-player game has ${expected} closed Research Track${expected === 1 ? '' : 's'}, found ${closed}`,
    );
  }
  const bottom = sheet.tracks.length - 1;
  if (expected > 0 && !sheet.tracks[bottom]?.closed) {
    report(
      'bottom-track-open',
      childPath('tracks', bottom),
      `the bottom Research Track (marked "4") is closed in a ${players}-player game; list the tracks from top to bottom`,
    );
  }
  sheet.tracks.forEach((track, trackIndex) => {
    const cubesPath = childPath(childPath('tracks', trackIndex), 'cubes');
    const seen = new Set<Color>();
    track.cubes?.forEach((cube, index) => {
      const playerPath = childPath(childPath(cubesPath, index), 'player');
      if (track.closed) {
        report('closed-track-not-empty', playerPath, 'a closed Research Track holds no cubes');
      }
      if (seen.has(cube.player)) {
        report(
          'duplicate-cube',
          playerPath,
          `${cube.player} already has a cube on this track; a player has at most one per track`,
        );
        return;
      }
      seen.add(cube.player);
    });
  });
}

function checkPlayers(sheet: ScoreSheet, players: PlayerCount, report: Report): void {
  let cardsSoFar = 0;
  const cubesOnTracks = (color: Color) =>
    sheet.tracks.reduce(
      (sum, track) => sum + (track.cubes?.some((cube) => cube.player === color) ? 1 : 0),
      0,
    );
  sheet.players.forEach((player, index) => {
    const path = childPath('players', index);
    const before = cardsSoFar;
    cardsSoFar += player.buildingCards;
    if (before <= BUILDING_CARDS && cardsSoFar > BUILDING_CARDS) {
      report(
        'too-many-building-cards',
        childPath(path, 'buildingCards'),
        `the box has ${BUILDING_CARDS} Building Cards, but the players up to this one hold ${cardsSoFar}`,
      );
    }
    if (player.asteriskCards > player.buildingCards) {
      report(
        'asterisk-exceeds-cards',
        childPath(path, 'asteriskCards'),
        `${player.asteriskCards} asterisk cards, but only ${player.buildingCards} Building Cards`,
      );
    }
    const spareCubes = Math.max(0, researchCubesPerColor(players) - cubesOnTracks(player.color));
    const discardable = shipsPerColor(players) + spareCubes;
    if (player.discardedResources > discardable) {
      report(
        'too-many-discards',
        childPath(path, 'discardedResources'),
        `${player.color} could discard at most ${discardable} resources (${shipsPerColor(players)} ships and ${spareCubes} cubes not on a track), found ${player.discardedResources}`,
      );
    }
  });
}
