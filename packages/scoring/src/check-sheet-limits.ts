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
import { COLORS } from './colors.js';
import type { IssueList } from './issue-list.js';
import type { SheetDoubts } from './read-sheet-shape.js';
import type { ScoreSheet, SheetCube } from './score-sheet.js';

/**
 * Checks a structurally sound sheet against what the box holds and what the setup of its
 * player count allows: piece counts, closed areas and tracks, cubes, cards and discards.
 *
 * A check that depends on a field that could not be read (see {@link SheetDoubts}) is skipped,
 * so that one mistake gives one error. Sums count an unreadable value as 0: what they report
 * is then too many whatever that value was.
 */
export function checkSheetLimits(
  sheet: ScoreSheet,
  players: PlayerCount,
  doubts: SheetDoubts,
  issues: IssueList,
): void {
  checkClosedAreas(sheet, players, doubts, issues);
  checkAreaPieces(sheet, players, doubts, issues);
  checkTracks(sheet, players, doubts, issues);
  checkPlayers(sheet, players, doubts, issues);
}

function checkClosedAreas(
  sheet: ScoreSheet,
  players: PlayerCount,
  doubts: SheetDoubts,
  issues: IssueList,
): void {
  const { areas, sun } = sheet;
  if (doubts.areaClosed === 0) {
    let closed = 0;
    let first = -1;
    let second = -1;
    for (let index = 0; index < areas.length; index++) {
      if (!areas[index]?.closed) continue;
      closed++;
      if (first < 0) first = index;
      else if (second < 0) second = index;
    }
    const expected = closedAreaCount(players);
    if (closed !== expected) {
      issues.report(
        'closed-area-count',
        'areas',
        `a ${players}-player game has ${expected === 0 ? 'no closed areas' : `${expected} closed areas`}, found ${closed}`,
      );
    } else if (closed === 2 && second - first !== 4) {
      issues.report(
        'closed-areas-not-opposite',
        `areas[${second}].closed`,
        `the closed areas of a 2-player game are opposite each other (top and bottom); areas ${first} and ${second} are not`,
      );
    }
  }
  if (!doubts.sun && (doubts.areaClosed & (1 << sun)) === 0 && areas[sun]?.closed) {
    issues.report(
      'sun-in-closed-area',
      'sun',
      `the Sun never stops in a closed area, but area ${sun} is closed`,
    );
  }
}

function checkAreaPieces(
  sheet: ScoreSheet,
  players: PlayerCount,
  doubts: SheetDoubts,
  issues: IssueList,
): void {
  const scientistLimit = scientistsPerColor(players);
  const scientistsSoFar = [0, 0, 0, 0];
  let buildingsSoFar = 0;
  const { areas } = sheet;
  for (let index = 0; index < areas.length; index++) {
    const area = areas[index];
    if (area === undefined) continue;
    const closedKnown = (doubts.areaClosed & (1 << index)) === 0;
    const buildings = area.buildings ?? 0;
    if (area.closed && closedKnown && buildings > 0) {
      issues.report(
        'closed-area-not-empty',
        `areas[${index}].buildings`,
        'a closed area holds no buildings',
      );
    }
    if (buildings > BUILDING_SPACES_PER_AREA) {
      issues.report(
        'too-many-buildings',
        `areas[${index}].buildings`,
        `an area has ${BUILDING_SPACES_PER_AREA} building spaces, found ${buildings} buildings`,
      );
    }
    const before = buildingsSoFar;
    buildingsSoFar += buildings;
    if (before <= BUILDING_PIECES && buildingsSoFar > BUILDING_PIECES) {
      issues.report(
        'too-many-buildings',
        `areas[${index}].buildings`,
        `the box has ${BUILDING_PIECES} buildings, but the areas up to this one hold ${buildingsSoFar}`,
      );
    }
    const scientists = area.scientists;
    if (scientists === undefined) continue;
    for (let colorIndex = 0; colorIndex < COLORS.length; colorIndex++) {
      const color = COLORS[colorIndex] as (typeof COLORS)[number];
      const count = scientists[color] ?? 0;
      if (count === 0) continue;
      if (area.closed && closedKnown) {
        issues.report(
          'closed-area-not-empty',
          `areas[${index}].scientists.${color}`,
          'a closed area holds no scientists',
        );
      }
      const previous = scientistsSoFar[colorIndex] as number;
      scientistsSoFar[colorIndex] = previous + count;
      if (previous <= scientistLimit && previous + count > scientistLimit) {
        issues.report(
          'too-many-scientists',
          `areas[${index}].scientists.${color}`,
          `${color} has ${scientistLimit} scientists in a ${players}-player game, but the areas up to this one hold ${previous + count}`,
        );
      }
    }
  }
}

/**
 * A player has as many cubes for the tracks as there are open tracks, and at most one cube per
 * track, so the duplicate and closed-track checks also bound a player's cubes.
 */
function checkTracks(
  sheet: ScoreSheet,
  players: PlayerCount,
  doubts: SheetDoubts,
  issues: IssueList,
): void {
  const { tracks } = sheet;
  if (doubts.trackClosed === 0) {
    let closed = 0;
    for (const track of tracks) if (track.closed) closed++;
    const expected = closedTrackCount(players);
    if (closed !== expected) {
      issues.report(
        'closed-track-count',
        'tracks',
        `a ${players}-player game has ${expected} closed Research Track${expected === 1 ? '' : 's'}, found ${closed}`,
      );
    }
    const bottom = tracks.length - 1;
    if (expected > 0 && !tracks[bottom]?.closed) {
      issues.report(
        'bottom-track-open',
        `tracks[${bottom}]`,
        `the bottom Research Track (marked "4") is closed in a ${players}-player game; list the tracks from top to bottom`,
      );
    }
  }
  for (let trackIndex = 0; trackIndex < tracks.length; trackIndex++) {
    const track = tracks[trackIndex];
    const cubes = track?.cubes;
    if (track === undefined || cubes === undefined) continue;
    const closedKnown = (doubts.trackClosed & (1 << trackIndex)) === 0;
    for (let index = 0; index < cubes.length; index++) {
      const cube = cubes[index] as SheetCube;
      if (track.closed && closedKnown) {
        issues.report(
          'closed-track-not-empty',
          `tracks[${trackIndex}].cubes[${index}].player`,
          'a closed Research Track holds no cubes',
        );
      }
      if (seenBefore(cubes, index, cube.player)) {
        issues.report(
          'duplicate-cube',
          `tracks[${trackIndex}].cubes[${index}].player`,
          `${cube.player} already has a cube on this track; a player has at most one per track`,
        );
      }
    }
  }
}

/** Whether a cube before `index` belongs to `player`. */
function seenBefore(cubes: readonly SheetCube[], index: number, player: string): boolean {
  for (let before = 0; before < index; before++) {
    if ((cubes[before] as SheetCube).player === player) return true;
  }
  return false;
}

function checkPlayers(
  sheet: ScoreSheet,
  players: PlayerCount,
  doubts: SheetDoubts,
  issues: IssueList,
): void {
  let cardsSoFar = 0;
  for (let seat = 0; seat < sheet.players.length; seat++) {
    const player = sheet.players[seat];
    if (player === undefined) continue;
    const bit = 1 << seat;
    const before = cardsSoFar;
    cardsSoFar += player.buildingCards;
    if (before <= BUILDING_CARDS && cardsSoFar > BUILDING_CARDS) {
      issues.report(
        'too-many-building-cards',
        `players[${seat}].buildingCards`,
        `the box has ${BUILDING_CARDS} Building Cards, but the players up to this one hold ${cardsSoFar}`,
      );
    }
    const cardsKnown = ((doubts.buildingCards | doubts.asteriskCards) & bit) === 0;
    if (cardsKnown && player.asteriskCards > player.buildingCards) {
      issues.report(
        'asterisk-exceeds-cards',
        `players[${seat}].asteriskCards`,
        `${player.asteriskCards} asterisk cards, but only ${player.buildingCards} Building Cards`,
      );
    }
    if ((doubts.discardedResources & bit) !== 0) continue;
    let onTracks = 0;
    for (const track of sheet.tracks) {
      if (track.cubes !== undefined && seenBefore(track.cubes, track.cubes.length, player.color)) {
        onTracks++;
      }
    }
    const spareCubes = Math.max(0, researchCubesPerColor(players) - onTracks);
    const discardable = shipsPerColor(players) + spareCubes;
    if (player.discardedResources > discardable) {
      issues.report(
        'too-many-discards',
        `players[${seat}].discardedResources`,
        `${player.color} could discard at most ${discardable} resources (${shipsPerColor(players)} ships and ${spareCubes} cubes not on a track), found ${player.discardedResources}`,
      );
    }
  }
}
