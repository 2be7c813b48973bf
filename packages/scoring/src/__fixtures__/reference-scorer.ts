import { AREA_COUNT, type PlayerCount, startingBuildings } from '../box/box.js';
import { COLORS, type Color } from '../box/colors.js';
import { ordinal, plural } from '../prose/ordinal.js';
import type { FirstPlaceRankings } from '../scoring/score-options.js';
import type {
  CategoryScore,
  DecidedBy,
  PlayerCategoryScore,
  PlayerStanding,
  ScoreResult,
} from '../scoring/score-result.js';
import type { ScoreSheet, SheetPlayer } from '../sheet/score-sheet.js';
import type { SheetWarning } from '../sheet/sheet-issue.js';

/*
 * A deliberately plain scorer, written for the tests only: the rules read straight off the
 * sheet's objects with array methods, as the scorer was before it was made fast (commit
 * 4191b9c), plus what came later (the reading of first places, the standings' field order).
 * The fast scorer must give exactly its result, field for field, for every valid sheet.
 */

interface Place {
  rank: number | null;
  points: number;
}

/** Ranks are the distinct positive counts, highest first; ties share a rank and its points. */
function ladder(counts: readonly number[], firstPrize: number): Place[] {
  const distinct = [...new Set(counts.filter((count) => count > 0))].sort((a, b) => b - a);
  return counts.map((count) => {
    const index = distinct.indexOf(count);
    if (count <= 0 || index < 0) return { rank: null, points: 0 };
    return { rank: index + 1, points: index === 0 ? firstPrize : (distinct[index - 1] ?? 0) };
  });
}

function area(sheet: ScoreSheet, index: number): CategoryScore {
  const { buildings = 0, scientists = {} } = sheet.areas[index] ?? {};
  const all = COLORS.reduce((sum, color) => sum + (scientists[color] ?? 0), 0);
  const counts = sheet.players.map((player) => scientists[player.color] ?? 0);
  const places = ladder(counts, buildings + all + 1);
  return {
    kind: 'area',
    index,
    label: `Area ${index + 1}`,
    players: sheet.players.map((player, seat): PlayerCategoryScore => {
      const count = counts[seat] ?? 0;
      const { rank, points } = places[seat] as Place;
      const reason =
        rank === null
          ? 'no scientists here'
          : rank === 1
            ? `1st with ${plural(count, 'scientist')}: ${plural(buildings, 'building')} + ${plural(all, 'scientist')} + 1`
            : `${ordinal(rank)} with ${plural(count, 'scientist')}: the ${ordinal(rank - 1)} place's ${plural(points, 'scientist')}`;
      return { player: player.color, measure: count, rank, points, reason };
    }),
  };
}

function track(sheet: ScoreSheet, index: number): CategoryScore {
  const cubes = sheet.tracks[index]?.cubes ?? [];
  const values = cubes.map((cube) => cube.value);
  const total = values.reduce((sum, value) => sum + value, 0);
  return {
    kind: 'track',
    index,
    label: `Research Track ${index + 1}`,
    players: sheet.players.map(({ color }): PlayerCategoryScore => {
      const position = cubes.findIndex((cube) => cube.player === color);
      const cube = cubes[position];
      if (cube === undefined) {
        return {
          player: color,
          measure: 0,
          rank: null,
          points: 0,
          reason: 'no cube on this track',
        };
      }
      if (position === 0) {
        const reason = `1st, furthest ahead: all cubes' values ${values.join(' + ')}`;
        return { player: color, measure: cube.value, rank: 1, points: total, reason };
      }
      const ahead = values[position - 1] ?? 0;
      const reason = `${ordinal(position + 1)}: the value of the cube ahead, ${ahead}`;
      return { player: color, measure: cube.value, rank: position + 1, points: ahead, reason };
    }),
  };
}

function cards(
  sheet: ScoreSheet,
  kind: 'asterisk-cards' | 'discarded-resources',
  label: string,
  noun: string,
  countOf: (player: SheetPlayer) => number,
): CategoryScore {
  const counts = sheet.players.map(countOf);
  const places = ladder(
    counts,
    counts.reduce((sum, count) => sum + count, 0),
  );
  const positive = counts.filter((count) => count > 0);
  return {
    kind,
    label,
    players: sheet.players.map((player, seat): PlayerCategoryScore => {
      const count = counts[seat] ?? 0;
      const { rank, points } = places[seat] as Place;
      const reason =
        rank === null
          ? `no ${noun}s`
          : rank === 1
            ? `1st with ${plural(count, noun)}: all players' ${noun}s ${positive.join(' + ')}`
            : `${ordinal(rank)} with ${plural(count, noun)}: the ${ordinal(rank - 1)} place's ${points}`;
      return { player: player.color, measure: count, rank, points, reason };
    }),
  };
}

function warningsOf(sheet: ScoreSheet): SheetWarning[] {
  const warnings: SheetWarning[] = [];
  let onBoard = 0;
  sheet.areas.forEach((area, index) => {
    if (area.closed) return;
    const buildings = area.buildings ?? 0;
    onBoard += buildings;
    const scientists = Object.values(area.scientists ?? {}).reduce((sum, count) => sum + count, 0);
    if (buildings === 0) {
      warnings.push({
        code: 'area-without-building',
        path: `areas[${index}].buildings`,
        message: 'every open area starts the game with one building, but this one has none',
      });
    } else if (scientists < buildings - 1) {
      warnings.push({
        code: 'fewer-scientists-than-built',
        path: `areas[${index}].scientists`,
        message: `${buildings - 1} buildings were built here after setup, each with at least one scientist, but only ${scientists} scientists are here`,
      });
    }
  });
  const starting = startingBuildings(sheet.players.length as PlayerCount);
  const held = sheet.players.reduce((sum, player) => sum + player.buildingCards, 0);
  if (held !== onBoard - starting) {
    warnings.push({
      code: 'building-cards-mismatch',
      path: 'players',
      message: `the players hold ${held} Building Cards, but ${onBoard - starting} buildings stand on the board beyond the ${starting} starting buildings; each card builds one`,
    });
  }
  sheet.tracks.forEach((track, index) => {
    track.cubes?.forEach((cube, position) => {
      const ahead = track.cubes?.[position - 1];
      if (ahead !== undefined && cube.value > ahead.value) {
        warnings.push({
          code: 'track-values-increase',
          path: `tracks[${index}].cubes[${position}]`,
          message: `this cube is worth ${cube.value}, more than the ${ahead.value} of the cube ahead of it; cubes are listed front to back`,
        });
      }
    });
  });
  return warnings;
}

type Totals = Pick<PlayerStanding, 'points' | 'firstPlaces' | 'buildingCards'>;

const beats = (a: Totals, b: Totals): boolean =>
  a.points !== b.points
    ? a.points > b.points
    : a.firstPlaces !== b.firstPlaces
      ? a.firstPlaces > b.firstPlaces
      : a.buildingCards > b.buildingCards;

function decidedBy(totals: readonly Totals[], winner: Totals | undefined): DecidedBy {
  if (winner === undefined) return 'shared';
  const samePoints = totals.filter((other) => other.points === winner.points);
  if (samePoints.length === 1) return 'points';
  const sameFirsts = samePoints.filter((other) => other.firstPlaces === winner.firstPlaces);
  if (sameFirsts.length === 1) return 'first-places';
  const sameAll = sameFirsts.filter((other) => other.buildingCards === winner.buildingCards);
  return sameAll.length === 1 ? 'building-cards' : 'shared';
}

/** The result of scoring a valid sheet, the plain way. */
export function referenceScore(
  sheet: ScoreSheet,
  firstPlaceRankings: FirstPlaceRankings = 'allRankings',
): ScoreResult {
  const players: SheetPlayer[] = sheet.players.map((player) => ({
    color: player.color,
    buildingCards: player.buildingCards,
    asteriskCards: player.asteriskCards,
    discardedResources: player.discardedResources,
    ...(player.name === undefined ? {} : { name: player.name }),
  }));
  const board: CategoryScore[] = [];
  for (let step = 0; step < AREA_COUNT; step++) {
    const index = (sheet.sun + step) % AREA_COUNT;
    if (!sheet.areas[index]?.closed) board.push(area(sheet, index));
  }
  sheet.tracks.forEach((entry, index) => {
    if (!entry.closed) board.push(track(sheet, index));
  });
  const cardRankings = [
    cards(sheet, 'asterisk-cards', 'Asterisk Building Cards', 'asterisk card', (player) => {
      return player.asteriskCards;
    }),
    cards(sheet, 'discarded-resources', 'Discarded Resources', 'discarded resource', (player) => {
      return player.discardedResources;
    }),
  ];
  const categories = [...board, ...cardRankings];
  const counted = firstPlaceRankings === 'allRankings' ? categories : board;
  const totals = players.map((player, seat) => ({
    points: categories.reduce((sum, category) => sum + (category.players[seat]?.points ?? 0), 0),
    firstPlaces: counted.filter((category) => category.players[seat]?.rank === 1).length,
    buildingCards: player.buildingCards,
  }));
  const places = totals.map((total) => 1 + totals.filter((other) => beats(other, total)).length);
  const standings: PlayerStanding[] = players.map((player, seat) => ({
    player: player.color,
    points: totals[seat]?.points ?? 0,
    firstPlaces: totals[seat]?.firstPlaces ?? 0,
    buildingCards: player.buildingCards,
    ...(player.name === undefined ? {} : { name: player.name }),
    place: places[seat] ?? 0,
  }));
  const winners: Color[] = players.filter((_, seat) => places[seat] === 1).map((p) => p.color);
  return {
    players,
    categories,
    standings,
    winners,
    decidedBy: decidedBy(totals, totals[places.indexOf(1)]),
    firstPlaceRankings,
    warnings: warningsOf(sheet),
  };
}
