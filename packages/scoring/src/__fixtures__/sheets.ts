import type { Color } from '../box/colors.js';
import type { ScoreSheet, SheetArea, SheetPlayer, SheetTrack } from '../sheet/score-sheet.js';

/** A player entry with no cards and no discards. */
export function player(color: Color, extra: Partial<SheetPlayer> = {}): SheetPlayer {
  return { color, buildingCards: 0, asteriskCards: 0, discardedResources: 0, ...extra };
}

/**
 * A valid sheet for the given colours: every open area with its starting building and nothing
 * else, every open track empty, the Sun in area 0. Overrides replace areas and tracks by index.
 */
export function sheetFor(
  colors: readonly Color[],
  overrides: {
    players?: Partial<Record<Color, Partial<SheetPlayer>>>;
    areas?: Record<number, SheetArea>;
    tracks?: Record<number, SheetTrack>;
    sun?: number;
  } = {},
): ScoreSheet {
  const twoPlayers = colors.length === 2;
  const closedTracks = 4 - colors.length;
  return {
    players: colors.map((color) => player(color, overrides.players?.[color])),
    sun: overrides.sun ?? 0,
    areas: Array.from({ length: 8 }, (_, index) =>
      twoPlayers && (index === 1 || index === 5)
        ? { closed: true }
        : (overrides.areas?.[index] ?? { buildings: 1, scientists: {} }),
    ),
    tracks: Array.from({ length: 5 }, (_, index) =>
      index >= 5 - closedTracks ? { closed: true } : (overrides.tracks?.[index] ?? { cubes: [] }),
    ),
  };
}

export const FOUR: readonly Color[] = ['red', 'blue', 'green', 'yellow'];
export const THREE: readonly Color[] = ['red', 'blue', 'green'];
export const TWO: readonly Color[] = ['red', 'blue'];
