import type { Color } from '../box/colors.js';
import type { SheetPlayer } from '../sheet/score-sheet.js';
import type { SheetWarning } from '../sheet/sheet-issue.js';
import type { FirstPlaceRankings } from './score-options.js';

/** The four kinds of end-game scoring. */
export type CategoryKind = 'area' | 'track' | 'asterisk-cards' | 'discarded-resources';

/** One player's result in one area, track or category. */
export interface PlayerCategoryScore {
  /** The player's colour, as on the sheet. */
  player: Color;
  /**
   * What the player is ranked on: scientists in the area, the value of their cube on the track,
   * asterisk cards, or discarded resources. 0 when the player takes no part.
   */
  measure: number;
  /** 1 for first; players tied share a rank; `null` for a player who takes no part. */
  rank: number | null;
  /** Victory Points scored here. */
  points: number;
  /** Why, in words: the rank and the sum behind the points. */
  reason: string;
}

/** The scoring of one area, one Research Track, the asterisk cards or the discards. */
export interface CategoryScore {
  /** Which of the four kinds of scoring this is; `index` is set for `area` and `track`. */
  kind: CategoryKind;
  /** Index into the sheet's `areas` or `tracks`; absent for the card and discard categories. */
  index?: number;
  /** A name for people, such as `Area 4` or `Research Track 2`. */
  label: string;
  /** One entry per player, in seating order. */
  players: PlayerCategoryScore[];
}

/** How the winner was found. */
export type DecidedBy =
  /** One player has the most Victory Points. */
  | 'points'
  /** Tied on points; one of them was first more often. */
  | 'first-places'
  /** Tied on points and first places; one of them has more Building Cards. */
  | 'building-cards'
  /** Tied on all three: every one of them wins. */
  | 'shared';

/** A player's totals and final place. */
export interface PlayerStanding {
  /** The player's colour, as on the sheet. */
  player: Color;
  /** The name from the sheet, when it gives one. */
  name?: string;
  /** Victory Points over all categories. */
  points: number;
  /**
   * Rankings in which the player ranked first, ties included, the first tie-break: areas, tracks
   * and the card and discard rankings, or only areas and tracks, as
   * {@link ScoreResult.firstPlaceRankings} says.
   */
  firstPlaces: number;
  /** Building Cards, the second tie-break. */
  buildingCards: number;
  /** 1 for the winner(s); players equal on points, first places and Building Cards share a place. */
  place: number;
}

/**
 * The complete end-game scoring of a sheet. It is plain data: plain objects and lists only, each
 * made afresh for this result, so `structuredClone`, `postMessage`, a spread or JSON copy all of
 * it, and it may be frozen or kept in a store that expects serializable values.
 */
export interface ScoreResult {
  /** The players in seating order, as on the sheet. */
  players: SheetPlayer[];
  /**
   * Every scored category in scoring order: the open areas from the Sun's counter-clockwise, the
   * open Research Tracks top to bottom, the asterisk cards, the discarded resources.
   */
  categories: CategoryScore[];
  /** One standing per player, in seating order. */
  standings: PlayerStanding[];
  /** The colours of the winner, or of all winners of a shared win. */
  winners: Color[];
  /** Which comparison settled the winner. */
  decidedBy: DecidedBy;
  /** Which rankings counted as first places (the reading of "first more often"). */
  firstPlaceRankings: FirstPlaceRankings;
  /** Oddities found in the sheet that did not stop scoring. */
  warnings: SheetWarning[];
}
