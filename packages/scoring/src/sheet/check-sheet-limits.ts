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
} from '../box/box.js';
import { COLORS } from '../box/colors.js';
import type { IssueList } from './issue-list.js';
import { SEATS, type SheetData } from './sheet-data.js';

/**
 * Checks a structurally sound sheet against what the box holds and what the setup of its
 * player count allows: piece counts, closed areas and tracks, cubes, cards and discards.
 *
 * A check that depends on a field that could not be read (the `doubt…` masks of
 * {@link SheetData}) is skipped, so that one mistake gives one error. Sums count an unreadable
 * value as 0: what they report is then too many whatever that value was.
 */
export function checkSheetLimits(data: SheetData, issues: IssueList): void {
  const players = data.seats as PlayerCount;
  checkClosedAreas(data, players, issues);
  checkAreaPieces(data, players, issues);
  const tracksByColor = checkTracks(data, players, issues);
  checkPlayers(data, players, tracksByColor, issues);
}

function checkClosedAreas(data: SheetData, players: PlayerCount, issues: IssueList): void {
  const { sun } = data;
  if (data.doubtAreaClosed === 0) {
    let closed = 0;
    let first = -1;
    let second = -1;
    for (let index = 0; index < data.areas; index++) {
      if (data.closed[index] === 0) continue;
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
  if (!data.doubtSun && (data.doubtAreaClosed & (1 << sun)) === 0 && data.closed[sun] === 1) {
    issues.report(
      'sun-in-closed-area',
      'sun',
      `the Sun never stops in a closed area, but area ${sun} is closed`,
    );
  }
}

function checkAreaPieces(data: SheetData, players: PlayerCount, issues: IssueList): void {
  const scientistLimit = scientistsPerColor(players);
  let red = 0;
  let blue = 0;
  let green = 0;
  let yellow = 0;
  let buildingsSoFar = 0;
  for (let index = 0; index < data.areas; index++) {
    const closed = data.closed[index] === 1 && (data.doubtAreaClosed & (1 << index)) === 0;
    const buildings = data.buildings[index] as number;
    if (closed && buildings > 0) {
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
    red = checkScientists(data, issues, index, 0, red, closed, scientistLimit);
    blue = checkScientists(data, issues, index, 1, blue, closed, scientistLimit);
    green = checkScientists(data, issues, index, 2, green, closed, scientistLimit);
    yellow = checkScientists(data, issues, index, 3, yellow, closed, scientistLimit);
  }
}

/**
 * Checks the scientists of colour index `color` in area `index`, given how many of that colour
 * the areas before hold; returns how many the areas up to this one hold.
 */
function checkScientists(
  data: SheetData,
  issues: IssueList,
  index: number,
  color: number,
  before: number,
  closed: boolean,
  limit: number,
): number {
  const count = data.scientists[index * 4 + color] as number;
  if (count === 0) return before;
  const name = COLORS[color] as string;
  if (closed) {
    issues.report(
      'closed-area-not-empty',
      `areas[${index}].scientists.${name}`,
      'a closed area holds no scientists',
    );
  }
  const total = before + count;
  if (before <= limit && total > limit) {
    issues.report(
      'too-many-scientists',
      `areas[${index}].scientists.${name}`,
      `${name} has ${limit} scientists in a ${data.seats}-player game, but the areas up to this one hold ${total}`,
    );
  }
  return total;
}

/**
 * A player has as many cubes for the tracks as there are open tracks, and at most one cube per
 * track, so the duplicate and closed-track checks also bound a player's cubes.
 *
 * Returns how many tracks hold a cube of each colour, packed four bits per colour index (at
 * most 5 tracks each), for {@link checkPlayers}: one pass over the cubes instead of a search
 * per player and track.
 */
function checkTracks(data: SheetData, players: PlayerCount, issues: IssueList): number {
  if (data.doubtTrackClosed === 0) {
    let closed = 0;
    for (let index = 0; index < data.tracks; index++) closed += data.trackClosed[index] as number;
    const expected = closedTrackCount(players);
    if (closed !== expected) {
      issues.report(
        'closed-track-count',
        'tracks',
        `a ${players}-player game has ${expected} closed Research Track${expected === 1 ? '' : 's'}, found ${closed}`,
      );
    }
    const bottom = data.tracks - 1;
    if (expected > 0 && data.trackClosed[bottom] !== 1) {
      issues.report(
        'bottom-track-open',
        `tracks[${bottom}]`,
        `the bottom Research Track (marked "4") is closed in a ${players}-player game; list the tracks from top to bottom`,
      );
    }
  }
  let tracksByColor = 0;
  for (let track = 0; track < data.tracks; track++) {
    const closed = data.trackClosed[track] === 1 && (data.doubtTrackClosed & (1 << track)) === 0;
    const cubes = data.cubes[track] as number;
    /** The colours seen on this track so far, a bit per colour index. */
    let seen = 0;
    for (let position = 0; position < cubes; position++) {
      if (closed) {
        issues.report(
          'closed-track-not-empty',
          cubePlayerPath(track, position),
          'a closed Research Track holds no cubes',
        );
      }
      const color = data.cubeColor[track * SEATS + position] as number;
      if ((seen & (1 << color)) !== 0) {
        const name = COLORS[color] as string;
        issues.report(
          'duplicate-cube',
          cubePlayerPath(track, position),
          `${name} already has a cube on this track; a player has at most one per track`,
        );
      } else {
        seen |= 1 << color;
        tracksByColor += 1 << (color * 4);
      }
    }
  }
  return tracksByColor;
}

/** The path of a cube's player, written only for an error. */
function cubePlayerPath(track: number, position: number): string {
  return `tracks[${track}].cubes[${position}].player`;
}

/** `tracksByColor`: how many tracks hold a cube of each colour, as {@link checkTracks} returns it. */
function checkPlayers(
  data: SheetData,
  players: PlayerCount,
  tracksByColor: number,
  issues: IssueList,
): void {
  let cardsSoFar = 0;
  for (let seat = 0; seat < data.seats; seat++) {
    const bit = 1 << seat;
    const buildingCards = data.buildingCards[seat] as number;
    const asteriskCards = data.asteriskCards[seat] as number;
    const discarded = data.discardedResources[seat] as number;
    const before = cardsSoFar;
    cardsSoFar += buildingCards;
    if (before <= BUILDING_CARDS && cardsSoFar > BUILDING_CARDS) {
      issues.report(
        'too-many-building-cards',
        `players[${seat}].buildingCards`,
        `the box has ${BUILDING_CARDS} Building Cards, but the players up to this one hold ${cardsSoFar}`,
      );
    }
    const cardsKnown = ((data.doubtBuildingCards | data.doubtAsteriskCards) & bit) === 0;
    if (cardsKnown && asteriskCards > buildingCards) {
      issues.report(
        'asterisk-exceeds-cards',
        `players[${seat}].asteriskCards`,
        `${asteriskCards} asterisk cards, but only ${buildingCards} Building Cards`,
      );
    }
    if ((data.doubtDiscardedResources & bit) !== 0) continue;
    const onTracks = (tracksByColor >>> ((data.colorIndex[seat] as number) * 4)) & 15;
    const spareCubes = Math.max(0, researchCubesPerColor(players) - onTracks);
    const discardable = shipsPerColor(players) + spareCubes;
    if (discarded > discardable) {
      issues.report(
        'too-many-discards',
        `players[${seat}].discardedResources`,
        `${data.colors[seat]} could discard at most ${discardable} resources (${shipsPerColor(players)} ships and ${spareCubes} cubes not on a track), found ${discarded}`,
      );
    }
  }
}
