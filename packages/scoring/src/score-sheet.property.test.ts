import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sheetArbitrary } from './__fixtures__/sheet-arbitrary.js';
import { COLORS, type Color } from './box/colors.js';
import { scoreSheet, scoreValidSheet } from './scoring/score-game.js';
import type { ScoreResult } from './scoring/score-result.js';
import { parseScoreSheet } from './sheet/parse-score-sheet.js';
import type { ScoreSheet } from './sheet/score-sheet.js';
import { validateScoreSheet } from './sheet/validate-score-sheet.js';

/** Each colour's points, first places and place, independent of seating order. */
const byColor = (result: ScoreResult) =>
  Object.fromEntries(
    [...result.standings]
      .sort((a, b) => a.player.localeCompare(b.player))
      .map((standing) => [
        standing.player,
        [standing.points, standing.firstPlaces, standing.place],
      ]),
  );

/** The sheet with every colour replaced through `map`. */
function recolor(sheet: ScoreSheet, map: (color: Color) => Color): ScoreSheet {
  return {
    ...sheet,
    players: sheet.players.map((player) => ({ ...player, color: map(player.color) })),
    areas: sheet.areas.map((area) => ({
      ...area,
      scientists: Object.fromEntries(
        Object.entries(area.scientists ?? {}).map(([color, count]) => [map(color as Color), count]),
      ),
    })),
    tracks: sheet.tracks.map((track) => ({
      ...track,
      cubes: (track.cubes ?? []).map((cube) => ({ ...cube, player: map(cube.player) })),
    })),
  };
}

describe('scoring properties', () => {
  it('accepts every sheet a real game could produce', () => {
    fc.assert(
      fc.property(sheetArbitrary, (sheet) => {
        const checked = validateScoreSheet(sheet);
        expect(checked.ok ? [] : checked.errors).toEqual([]);
      }),
    );
  });

  it('scores a valid sheet through scoreValidSheet exactly as through scoreSheet, in both readings', () => {
    fc.assert(
      fc.property(
        sheetArbitrary,
        fc.constantFrom('allRankings', 'areasAndTracks' as const),
        (sheet, firstPlaceRankings) => {
          const options = { firstPlaceRankings } as const;
          const fast = scoreValidSheet(sheet, options);
          expect(fast).toEqual(scoreSheet(sheet, options));
          expect(fast.players).not.toBe(sheet.players);
        },
      ),
    );
  });

  it('counts no more first places when only areas and tracks count', () => {
    fc.assert(
      fc.property(sheetArbitrary, (sheet) => {
        const all = scoreSheet(sheet).standings;
        const some = scoreSheet(sheet, { firstPlaceRankings: 'areasAndTracks' }).standings;
        some.forEach((standing, seat) => {
          expect(standing.points).toBe(all[seat]?.points);
          expect(standing.firstPlaces).toBeLessThanOrEqual(all[seat]?.firstPlaces ?? 0);
        });
      }),
    );
  });

  it("never changes anyone's points when players are renamed or reseated", () => {
    fc.assert(
      fc.property(sheetArbitrary, fc.nat(), fc.string(), (sheet, shift, name) => {
        const seats = sheet.players.length;
        const reseated = {
          ...sheet,
          players: sheet.players.map((_, seat) => {
            const player = sheet.players[(seat + shift) % seats];
            if (player === undefined) throw new Error('seat out of range');
            return { ...player, name: `${name}${seat}` };
          }),
        };
        expect(byColor(scoreSheet(reseated))).toEqual(byColor(scoreSheet(sheet)));
      }),
    );
  });

  it('gives the same points to the same pieces whatever their colour', () => {
    fc.assert(
      fc.property(
        sheetArbitrary,
        fc.shuffledSubarray([...COLORS], { minLength: 4, maxLength: 4 }),
        (sheet, palette) => {
          const map = (color: Color) => palette[COLORS.indexOf(color)] as Color;
          const original = scoreSheet(sheet).standings.map((standing) => standing.points);
          const recolored = scoreSheet(recolor(sheet, map)).standings.map(
            (standing) => standing.points,
          );
          expect(recolored).toEqual(original);
        },
      ),
    );
  });

  it("gives a sole leader in an area the area's buildings plus all its scientists plus one", () => {
    fc.assert(
      fc.property(sheetArbitrary, (sheet) => {
        for (const category of scoreSheet(sheet).categories) {
          if (category.kind !== 'area') continue;
          const area = sheet.areas[category.index ?? -1];
          const leaders = category.players.filter((entry) => entry.rank === 1);
          if (leaders.length !== 1 || area === undefined) continue;
          const scientists = Object.values(area.scientists ?? {}).reduce(
            (sum, count) => sum + count,
            0,
          );
          expect(leaders[0]?.points).toBe((area.buildings ?? 0) + scientists + 1);
        }
      }),
    );
  });

  it('never scores a better rank less than a worse one, in any ranking', () => {
    fc.assert(
      fc.property(sheetArbitrary, (sheet) => {
        for (const category of scoreSheet(sheet).categories) {
          const ranked = category.players.filter((entry) => entry.rank !== null);
          for (const better of ranked) {
            for (const worse of ranked) {
              if ((better.rank ?? 0) < (worse.rank ?? 0))
                expect(better.points).toBeGreaterThanOrEqual(worse.points);
            }
          }
          for (const entry of category.players) {
            expect(entry.points).toBeGreaterThanOrEqual(0);
            if (entry.rank === null) expect(entry.points).toBe(0);
          }
        }
      }),
    );
  });

  it('makes the totals the sum of the categories, and the winners the players with most points', () => {
    fc.assert(
      fc.property(sheetArbitrary, (sheet) => {
        const result = scoreSheet(sheet);
        const best = Math.max(...result.standings.map((standing) => standing.points));
        result.standings.forEach((standing, seat) => {
          const sum = result.categories.reduce(
            (total, category) => total + (category.players[seat]?.points ?? 0),
            0,
          );
          expect(standing.points).toBe(sum);
        });
        for (const winner of result.winners) {
          expect(result.standings.find((standing) => standing.player === winner)?.points).toBe(
            best,
          );
        }
        expect(
          result.standings
            .filter((standing) => standing.place === 1)
            .map((standing) => standing.player),
        ).toEqual(result.winners);
      }),
    );
  });

  it("does not let the Sun's position change the totals, only the order of the areas", () => {
    fc.assert(
      fc.property(sheetArbitrary, fc.nat(), (sheet, step) => {
        const open = sheet.areas.flatMap((area, index) => (area.closed ? [] : [index]));
        const moved = { ...sheet, sun: open[step % open.length] ?? 0 };
        expect(byColor(scoreSheet(moved))).toEqual(byColor(scoreSheet(sheet)));
      }),
    );
  });

  it('scores a sheet parsed from its JSON text exactly as the sheet itself', () => {
    fc.assert(
      fc.property(sheetArbitrary, (sheet) => {
        const parsed = parseScoreSheet(JSON.stringify(sheet, null, 1));
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
        expect(scoreSheet(parsed.sheet)).toEqual(scoreSheet(sheet));
      }),
      { numRuns: 50 },
    );
  });
});
