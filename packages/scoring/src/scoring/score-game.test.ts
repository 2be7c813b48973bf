import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FOUR, sheetFor, THREE, TWO } from '../__fixtures__/sheets.js';
import { InvalidScoreSheetError } from '../sheet/invalid-score-sheet-error.js';
import type { ScoreSheet } from '../sheet/score-sheet.js';
import { scoreSheet, scoreValidSheet } from './score-game.js';
import type { ScoreOptions } from './score-options.js';

const example = (name: string): ScoreSheet =>
  JSON.parse(readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8'));

const fixture = (name: string): ScoreSheet =>
  JSON.parse(readFileSync(new URL(`../__fixtures__/sheets/${name}`, import.meta.url), 'utf8'));

const totals = (sheet: ScoreSheet) =>
  scoreSheet(sheet).standings.map((standing) => standing.points);

describe('scoring a whole sheet', () => {
  it('scores the bundled 4-player example', () => {
    const result = scoreSheet(example('four-players.json'));
    expect(
      result.standings.map((standing) => [
        standing.player,
        standing.points,
        standing.firstPlaces,
        standing.place,
      ]),
    ).toEqual([
      ['red', 87, 7, 1],
      ['blue', 60, 4, 2],
      ['green', 51, 3, 4],
      ['yellow', 55, 5, 3],
    ]);
    expect(result.winners).toEqual(['red']);
    expect(result.decidedBy).toBe('points');
    expect(result.warnings).toEqual([]);
  });

  it('adds up every category into the totals', () => {
    const result = scoreSheet(example('four-players.json'));
    result.standings.forEach((standing, seat) => {
      const sum = result.categories.reduce(
        (total, category) => total + (category.players[seat]?.points ?? 0),
        0,
      );
      expect(standing.points).toBe(sum);
    });
  });

  it("scores the areas starting from the Sun's area, counter-clockwise", () => {
    const result = scoreSheet(sheetFor(FOUR, { sun: 5 }));
    const areas = result.categories.filter((category) => category.kind === 'area');
    expect(areas.map((area) => area.index)).toEqual([5, 6, 7, 0, 1, 2, 3, 4]);
  });

  it('leaves closed areas and closed tracks out of a 2-player game', () => {
    const result = scoreSheet(sheetFor(TWO, { sun: 7 }));
    const indexes = (kind: string) =>
      result.categories
        .filter((category) => category.kind === kind)
        .map((category) => category.index);
    expect(indexes('area')).toEqual([7, 0, 2, 3, 4, 6]);
    expect(indexes('track')).toEqual([0, 1, 2]);
  });

  it('leaves the track marked 4 out of a 3-player game', () => {
    const result = scoreSheet(sheetFor(THREE));
    expect(result.categories.filter((category) => category.kind === 'track')).toHaveLength(4);
  });

  it('counts a first place shared in a tie as a first place for each tied player', () => {
    const result = scoreSheet(
      sheetFor(TWO, {
        areas: { 0: { buildings: 1, scientists: { red: 1, blue: 1 } } },
        players: { red: { discardedResources: 1 }, blue: { discardedResources: 1 } },
      }),
    );
    expect(result.standings.map((standing) => standing.firstPlaces)).toEqual([2, 2]);
  });

  it('breaks a tie on points by first places, before Building Cards', () => {
    const sheet = sheetFor(TWO, {
      areas: {
        0: { buildings: 1, scientists: { red: 1 } },
        2: { buildings: 1, scientists: { red: 1 } },
        3: { buildings: 2, scientists: { blue: 3 } },
      },
      players: { blue: { buildingCards: 1 } },
    });
    const result = scoreSheet(sheet);
    expect(totals(sheet)).toEqual([6, 6]);
    expect(result.winners).toEqual(['red']);
    expect(result.decidedBy).toBe('first-places');
    expect(result.warnings).toEqual([]);
  });

  it('breaks a tie on points and first places by Building Cards', () => {
    const sheet = sheetFor(TWO, {
      areas: {
        0: { buildings: 2, scientists: { red: 1 } },
        2: { buildings: 2, scientists: { blue: 1 } },
      },
      players: { red: { buildingCards: 2 } },
    });
    const result = scoreSheet(sheet);
    expect(totals(sheet)).toEqual([4, 4]);
    expect(result.winners).toEqual(['red']);
    expect(result.decidedBy).toBe('building-cards');
  });

  it('declares a shared win when points, first places and Building Cards are all equal', () => {
    const sheet = sheetFor(TWO, {
      areas: {
        0: { buildings: 2, scientists: { red: 1 } },
        2: { buildings: 2, scientists: { blue: 1 } },
      },
      players: { red: { buildingCards: 1 }, blue: { buildingCards: 1 } },
    });
    const result = scoreSheet(sheet);
    expect(result.winners).toEqual(['red', 'blue']);
    expect(result.decidedBy).toBe('shared');
    expect(result.standings.map((standing) => standing.place)).toEqual([1, 1]);
  });

  it('gives an absent player 0 everywhere', () => {
    const result = scoreSheet(
      sheetFor(THREE, {
        areas: { 0: { buildings: 1, scientists: { red: 1 } } },
        tracks: { 0: { cubes: [{ player: 'blue', value: 3 }] } },
      }),
    );
    expect(result.standings.map((standing) => [standing.points, standing.firstPlaces])).toEqual([
      [3, 1],
      [3, 1],
      [0, 0],
    ]);
  });

  it('refuses an invalid sheet with every problem listed', () => {
    const sheet = sheetFor(FOUR, { areas: { 2: { buildings: 15, scientists: { red: -1 } } } });
    expect(() => scoreSheet(sheet)).toThrow(InvalidScoreSheetError);
    try {
      scoreSheet(sheet);
    } catch (error) {
      expect((error as InvalidScoreSheetError).errors.map((entry) => entry.code)).toEqual([
        'negative',
        'too-many-buildings',
      ]);
    }
  });
});

describe('the reading of "first more often"', () => {
  // Rosa and Bruno tie on 6 VP. Rosa was first in two areas; Bruno in one area and in the
  // asterisk-card and discard rankings.
  const sheet = fixture('readings-disagree.json');
  const firstPlaces = (result: ReturnType<typeof scoreSheet>) =>
    result.standings.map((standing) => standing.firstPlaces);

  it('counts every ranking by default, the card and discard rankings included', () => {
    for (const result of [scoreSheet(sheet), scoreValidSheet(sheet), scoreSheet(sheet, {})]) {
      expect(result.firstPlaceRankings).toBe('allRankings');
      expect(firstPlaces(result)).toEqual([2, 3]);
      expect(result.winners).toEqual(['blue']);
      expect(result.decidedBy).toBe('first-places');
    }
  });

  it("counts only areas and Research Tracks with 'areasAndTracks' (Polish rulebook)", () => {
    const options = { firstPlaceRankings: 'areasAndTracks' } as const;
    for (const result of [scoreSheet(sheet, options), scoreValidSheet(sheet, options)]) {
      expect(result.firstPlaceRankings).toBe('areasAndTracks');
      expect(firstPlaces(result)).toEqual([2, 1]);
      expect(result.winners).toEqual(['red']);
      expect(result.decidedBy).toBe('first-places');
      expect(result.standings.map((standing) => standing.points)).toEqual([6, 6]);
    }
  });

  it('counts a first place on a Research Track in both readings', () => {
    const withTrack = sheetFor(TWO, { tracks: { 0: { cubes: [{ player: 'blue', value: 2 }] } } });
    for (const firstPlaceRankings of ['allRankings', 'areasAndTracks'] as const) {
      expect(firstPlaces(scoreSheet(withTrack, { firstPlaceRankings }))).toEqual([0, 1]);
    }
  });

  it('refuses a reading it does not know', () => {
    const options = { firstPlaceRankings: 'majorities' } as unknown as ScoreOptions;
    expect(() => scoreSheet(sheet, options)).toThrow(RangeError);
    expect(() => scoreValidSheet(sheet, options)).toThrow(RangeError);
  });
});
