import { describe, expect, it } from 'vitest';
import { FOUR, player, sheetFor, THREE, TWO } from '../__fixtures__/sheets.js';
import { closedTrackCount, MAX_CUBE_VALUE, researchCubesPerColor } from '../box/box.js';
import type { ScoreSheet } from './score-sheet.js';
import { validateScoreSheet } from './validate-score-sheet.js';

/** The codes and paths of every error for `input`. */
const errorsOf = (input: unknown) => {
  const checked = validateScoreSheet(input);
  return checked.ok ? [] : checked.errors.map((error) => [error.code, error.path]);
};

const warningsOf = (input: unknown) =>
  validateScoreSheet(input).warnings.map((warning) => [warning.code, warning.path]);

/** A sheet as plain JSON, free to be broken in any way a person could break it. */
type LooseSheet = Record<string, any>;

/** A valid 4-player sheet with one change applied. */
const changed = (change: (sheet: LooseSheet) => void, base: ScoreSheet = sheetFor(FOUR)) => {
  const sheet = structuredClone(base) as LooseSheet;
  change(sheet);
  return sheet;
};

describe('score sheet validation: structure', () => {
  it('accepts the minimal valid sheets for 2, 3 and 4 players', () => {
    for (const colors of [TWO, THREE, FOUR]) expect(errorsOf(sheetFor(colors))).toEqual([]);
  });

  it.each([
    ['a sheet that is not an object', [], [['wrong-type', '']]],
    ['a missing field', changed((s) => delete s.sun), [['missing-field', 'sun']]],
    ['an unknown field', changed((s) => (s.winner = 'red')), [['unknown-field', 'winner']]],
    [
      'a misspelt player field',
      changed((s) => (s.players[0].buildingcards = 1)),
      [['unknown-field', 'players[0].buildingcards']],
    ],
    [
      'a string where a count belongs',
      changed((s) => (s.areas[3].buildings = '3')),
      [['wrong-type', 'areas[3].buildings']],
    ],
    [
      'a fractional count',
      changed((s) => (s.players[1].asteriskCards = 1.5)),
      [['not-integer', 'players[1].asteriskCards']],
    ],
    [
      'a negative count',
      changed((s) => (s.areas[3].scientists = { red: -2 })),
      [['negative', 'areas[3].scientists.red']],
    ],
    ['the Sun outside the board', changed((s) => (s.sun = 8)), [['out-of-range', 'sun']]],
    ['an unknown version', changed((s) => (s.version = 2)), [['out-of-range', 'version']]],
    ['seven areas', changed((s) => s.areas.pop()), [['wrong-length', 'areas']]],
    ['six tracks', changed((s) => s.tracks.push({ cubes: [] })), [['wrong-length', 'tracks']]],
    ['one player', { ...sheetFor(TWO), players: [player('red')] }, [['player-count', 'players']]],
    [
      'five players, once: a fifth player is not read',
      changed((s) => s.players.push(player('red'))),
      [['player-count', 'players']],
    ],
    [
      'a colour that is not in the box',
      changed((s) => (s.players[2].color = 'purple')),
      [['unknown-color', 'players[2].color']],
    ],
    [
      'a cube of an unknown colour',
      changed((s) => (s.tracks[0].cubes = [{ player: 'pink', value: 1 }])),
      [['unknown-color', 'tracks[0].cubes[0].player']],
    ],
    [
      'scientists of an unknown colour',
      changed((s) => (s.areas[0].scientists = { pink: 1 })),
      [['unknown-color', 'areas[0].scientists.pink']],
    ],
    [
      'two players of one colour',
      changed((s) => (s.players[3].color = 'red')),
      [['duplicate-player', 'players[3].color']],
    ],
    [
      'scientists of a colour nobody plays',
      changed((s) => (s.areas[2].scientists = { yellow: 1 }), sheetFor(THREE)),
      [['unknown-player', 'areas[2].scientists.yellow']],
    ],
    [
      'a cube of a colour nobody plays',
      changed((s) => (s.tracks[1].cubes = [{ player: 'green', value: 2 }]), sheetFor(TWO)),
      [['unknown-player', 'tracks[1].cubes[0].player']],
    ],
    [
      'a cube without a value',
      changed((s) => (s.tracks[1].cubes = [{ player: 'green' }])),
      [['missing-field', 'tracks[1].cubes[0].value']],
    ],
    [
      'a player name that is not a string',
      changed((s) => (s.players[0].name = 7)),
      [['wrong-type', 'players[0].name']],
    ],
  ])('reports %s', (_, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it('reports every problem of a sheet at once', () => {
    const sheet = changed((s) => {
      s.sun = -1;
      s.areas[0].buildings = 'many';
      s.areas[1].scientists = { red: 0.5, blue: -1 };
      s.players[0].discardedResources = null;
      s.extra = true;
    });
    expect(errorsOf(sheet)).toEqual([
      ['unknown-field', 'extra'],
      ['wrong-type', 'players[0].discardedResources'],
      ['negative', 'sun'],
      ['wrong-type', 'areas[0].buildings'],
      ['not-integer', 'areas[1].scientists.red'],
      ['negative', 'areas[1].scientists.blue'],
    ]);
  });
});

describe('score sheet validation: undefined, holes and wrong types, each reported once', () => {
  it.each([
    [
      'players set to undefined',
      changed((s) => (s.players = undefined)),
      [['wrong-type', 'players']],
    ],
    ['the Sun set to undefined', changed((s) => (s.sun = undefined)), [['wrong-type', 'sun']]],
    [
      "an area's buildings set to undefined",
      changed((s) => (s.areas[3].buildings = undefined)),
      [['wrong-type', 'areas[3].buildings']],
    ],
    [
      "an area's scientists set to undefined",
      changed((s) => (s.areas[3].scientists = undefined)),
      [['wrong-type', 'areas[3].scientists']],
    ],
    [
      'a colour of scientists set to undefined',
      changed((s) => (s.areas[3].scientists = { red: undefined })),
      [['wrong-type', 'areas[3].scientists.red']],
    ],
    [
      "a track's cubes set to undefined",
      changed((s) => (s.tracks[0].cubes = undefined)),
      [['wrong-type', 'tracks[0].cubes']],
    ],
    [
      "a cube's player set to undefined",
      changed((s) => (s.tracks[0].cubes = [{ player: undefined, value: 2 }])),
      [['unknown-color', 'tracks[0].cubes[0].player']],
    ],
    [
      "a cube's value set to undefined",
      changed((s) => (s.tracks[0].cubes = [{ player: 'red', value: undefined }])),
      [['wrong-type', 'tracks[0].cubes[0].value']],
    ],
    [
      "a player's name set to undefined",
      changed((s) => (s.players[0].name = undefined)),
      [['wrong-type', 'players[0].name']],
    ],
    [
      "an area's closed set to undefined",
      changed((s) => (s.areas[0].closed = undefined)),
      [['wrong-type', 'areas[0].closed']],
    ],
    [
      'the version set to undefined',
      changed((s) => (s.version = undefined)),
      [['wrong-type', 'version']],
    ],
    [
      'eight holes for areas',
      changed((s) => (s.areas = new Array(8))),
      [0, 1, 2, 3, 4, 5, 6, 7].map((index) => ['wrong-type', `areas[${index}]`]),
    ],
    [
      'a hole among the players',
      changed((s) => delete s.players[1]),
      [['wrong-type', 'players[1]']],
    ],
    [
      'a hole among the cubes',
      changed((s) => {
        s.tracks[2].cubes = [
          { player: 'red', value: 3 },
          { player: 'green', value: 2 },
          { player: 'blue', value: 1 },
        ];
        delete s.tracks[2].cubes[1];
      }),
      [['wrong-type', 'tracks[2].cubes[1]']],
    ],
    [
      'Building Cards given as a string, without "more asterisk cards than Building Cards"',
      changed((s) => {
        s.players[0].buildingCards = '9';
        s.players[0].asteriskCards = 2;
      }),
      [['wrong-type', 'players[0].buildingCards']],
    ],
    [
      'a missing Building Cards field, without "more asterisk cards than Building Cards"',
      changed((s) => {
        delete s.players[0].buildingCards;
        s.players[0].asteriskCards = 2;
      }),
      [['missing-field', 'players[0].buildingCards']],
    ],
    [
      'an unreadable closed marker, without miscounting the closed areas',
      changed((s) => (s.areas[1] = { closed: 'yes' }), sheetFor(TWO)),
      [['wrong-type', 'areas[1].closed']],
    ],
    [
      'an area that is not an object, without miscounting the closed areas',
      changed((s) => (s.areas[5] = null), sheetFor(TWO)),
      [['wrong-type', 'areas[5]']],
    ],
    [
      'a track that is not an object, without miscounting the closed tracks',
      changed((s) => (s.tracks[4] = 'closed'), sheetFor(THREE)),
      [['wrong-type', 'tracks[4]']],
    ],
    [
      'an unreadable Sun, without "the Sun in a closed area"',
      changed((s) => (s.sun = '1'), sheetFor(TWO)),
      [['wrong-type', 'sun']],
    ],
  ])('reports %s', (_, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it('warns of nothing that rests on an unreadable field', () => {
    const sheet = changed((s) => {
      s.areas[3].buildings = 'x';
      s.players[0].buildingCards = null;
      s.tracks[0].cubes = [
        { player: 'red', value: 'high' },
        { player: 'blue', value: 3 },
      ];
    });
    expect(warningsOf(sheet)).toEqual([]);
  });
});

describe('score sheet validation: numbers bounded by the game', () => {
  it.each([
    [
      'a cube worth 1e308',
      changed(
        (s) =>
          (s.tracks[0].cubes = [
            { player: 'red', value: 1e308 },
            { player: 'blue', value: 1e308 },
          ]),
      ),
      [
        ['out-of-range', 'tracks[0].cubes[0].value'],
        ['out-of-range', 'tracks[0].cubes[1].value'],
      ],
    ],
    [
      `a cube worth more than ${MAX_CUBE_VALUE}`,
      changed((s) => (s.tracks[0].cubes = [{ player: 'red', value: MAX_CUBE_VALUE + 1 }])),
      [['out-of-range', 'tracks[0].cubes[0].value']],
    ],
    [
      'five cubes on a track, more than the colours in the box (the fifth is not read)',
      changed((s) => {
        s.tracks[1].cubes = ['red', 'blue', 'green', 'yellow', 'red'].map((player) => ({
          player,
          value: 1,
        }));
      }),
      [['too-many-cubes', 'tracks[1].cubes']],
    ],
    [
      'an infinite count',
      changed((s) => (s.areas[0].buildings = Number.POSITIVE_INFINITY)),
      [['wrong-type', 'areas[0].buildings']],
    ],
    [
      'a count of 1e308 (a whole number, but not one the box allows)',
      changed((s) => (s.players[0].discardedResources = 1e308)),
      [['too-many-discards', 'players[0].discardedResources']],
    ],
  ])('reports %s', (_, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it(`accepts a cube worth ${MAX_CUBE_VALUE}`, () => {
    expect(
      errorsOf(changed((s) => (s.tracks[0].cubes = [{ player: 'red', value: MAX_CUBE_VALUE }]))),
    ).toEqual([]);
  });
});

describe('score sheet validation: what the box and the setup allow', () => {
  it.each([
    [
      'more scientists of a colour than a 4-player game gives it (12)',
      changed((s) => {
        s.areas[0].scientists = { blue: 7 };
        s.areas[4].scientists = { blue: 6 };
      }),
      [['too-many-scientists', 'areas[4].scientists.blue']],
    ],
    [
      'more scientists of a colour than a 3-player game gives it (14)',
      changed((s) => {
        s.areas[0].scientists = { blue: 14 };
        s.areas[4].scientists = { blue: 1 };
      }, sheetFor(THREE)),
      [['too-many-scientists', 'areas[4].scientists.blue']],
    ],
    [
      'more buildings in an area than its 14 spaces',
      changed((s) => (s.areas[6].buildings = 15)),
      [['too-many-buildings', 'areas[6].buildings']],
    ],
    [
      'more buildings on the board than the 47 in the box',
      changed((s) => {
        for (const area of s.areas) area.buildings = 6;
      }),
      [['too-many-buildings', 'areas[7].buildings']],
    ],
    [
      'buildings in a closed area',
      changed((s) => (s.areas[1] = { closed: true, buildings: 1 }), sheetFor(TWO)),
      [['closed-area-not-empty', 'areas[1].buildings']],
    ],
    [
      'scientists in a closed area',
      changed((s) => (s.areas[5] = { closed: true, scientists: { red: 1 } }), sheetFor(TWO)),
      [['closed-area-not-empty', 'areas[5].scientists.red']],
    ],
    [
      'the Sun in a closed area',
      changed((s) => (s.sun = 1), sheetFor(TWO)),
      [['sun-in-closed-area', 'sun']],
    ],
    [
      'a closed area in a 4-player game',
      changed((s) => (s.areas[1] = { closed: true })),
      [['closed-area-count', 'areas']],
    ],
    [
      'closed areas of a 2-player game that are not opposite',
      changed((s) => {
        s.areas[5] = { buildings: 1 };
        s.areas[2] = { closed: true };
      }, sheetFor(TWO)),
      [['closed-areas-not-opposite', 'areas[2].closed']],
    ],
    [
      'no closed track in a 3-player game',
      changed((s) => (s.tracks[4] = { cubes: [] }), sheetFor(THREE)),
      [
        ['closed-track-count', 'tracks'],
        ['bottom-track-open', 'tracks[4]'],
      ],
    ],
    [
      'the bottom track open in a 2-player game',
      changed((s) => {
        s.tracks[4] = { cubes: [] };
        s.tracks[0] = { closed: true };
      }, sheetFor(TWO)),
      [['bottom-track-open', 'tracks[4]']],
    ],
    [
      'cubes on a closed track',
      changed(
        (s) => (s.tracks[4] = { closed: true, cubes: [{ player: 'red', value: 1 }] }),
        sheetFor(THREE),
      ),
      [['closed-track-not-empty', 'tracks[4].cubes[0].player']],
    ],
    [
      'two cubes of one player on a track',
      changed(
        (s) =>
          (s.tracks[2].cubes = [
            { player: 'red', value: 4 },
            { player: 'red', value: 2 },
          ]),
      ),
      [['duplicate-cube', 'tracks[2].cubes[1].player']],
    ],
    [
      'more Building Cards than the 39 in the box',
      changed((s) => {
        s.players[0].buildingCards = 20;
        s.players[1].buildingCards = 20;
      }),
      [['too-many-building-cards', 'players[1].buildingCards']],
    ],
    [
      'more asterisk cards than Building Cards',
      changed((s) => {
        s.players[2].buildingCards = 2;
        s.players[2].asteriskCards = 3;
      }),
      [['asterisk-exceeds-cards', 'players[2].asteriskCards']],
    ],
    [
      'more discards than ships and spare cubes (4 + 5 in a 4-player game)',
      changed((s) => (s.players[3].discardedResources = 10)),
      [['too-many-discards', 'players[3].discardedResources']],
    ],
    [
      'more discards than ships and the cubes not on a track',
      changed((s) => {
        s.tracks[0].cubes = [{ player: 'yellow', value: 2 }];
        s.players[3].discardedResources = 9;
      }),
      [['too-many-discards', 'players[3].discardedResources']],
    ],
  ])('reports %s', (_, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it('allows exactly the scientists, cubes and discards a player has', () => {
    const sheet = changed((s) => {
      s.areas[0].scientists = { red: 6 };
      s.areas[2].scientists = { red: 6 };
      for (const index of [0, 1, 2, 3, 4]) s.tracks[index].cubes = [{ player: 'red', value: 1 }];
      s.players[0].discardedResources = 4;
    });
    expect(errorsOf(sheet)).toEqual([]);
  });

  it('bounds cubes on the tracks: one per open track, and a player has a cube for each', () => {
    for (const players of [2, 3, 4] as const) {
      expect(researchCubesPerColor(players)).toBe(5 - closedTrackCount(players));
    }
  });

  it('refuses one cube more than a 2-player game gives a player', () => {
    const sheet = changed((s) => {
      for (const index of [0, 1, 2]) s.tracks[index].cubes = [{ player: 'blue', value: 1 }];
      s.tracks[2].cubes.push({ player: 'blue', value: 0 });
    }, sheetFor(TWO));
    expect(errorsOf(sheet)).toEqual([['duplicate-cube', 'tracks[2].cubes[1].player']]);
  });
});

describe('score sheet warnings', () => {
  it('warns of an open area without a building', () => {
    expect(warningsOf(changed((s) => (s.areas[3].buildings = 0)))).toContainEqual([
      'area-without-building',
      'areas[3].buildings',
    ]);
  });

  it('warns when the Building Cards do not match the buildings built', () => {
    expect(warningsOf(changed((s) => (s.players[0].buildingCards = 2)))).toEqual([
      ['building-cards-mismatch', 'players'],
    ]);
  });

  it('warns of an area with fewer scientists than buildings built there', () => {
    expect(
      warningsOf(
        changed((s) => {
          s.areas[2] = { buildings: 4, scientists: { red: 2 } };
          s.players[0].buildingCards = 3;
        }),
      ),
    ).toEqual([['fewer-scientists-than-built', 'areas[2].scientists']]);
  });

  it('warns of a cube worth more than the cube ahead', () => {
    const sheet = changed(
      (s) =>
        (s.tracks[0].cubes = [
          { player: 'red', value: 2 },
          { player: 'blue', value: 5 },
        ]),
    );
    expect(warningsOf(sheet)).toEqual([['track-values-increase', 'tracks[0].cubes[1]']]);
    expect(validateScoreSheet(sheet).ok).toBe(true);
  });
});
