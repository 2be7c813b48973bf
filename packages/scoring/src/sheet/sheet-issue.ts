/**
 * Codes of the problems that make a score sheet unusable. They are stable: tools may match on
 * them, and a code is never reused for another meaning.
 */
export type SheetErrorCode =
  /** The text is not valid JSON. */
  | 'invalid-json'
  /**
   * A value that cannot be read as plain data: reading it threw (a getter, a Proxy trap, a
   * revoked Proxy), or a list gave a length that is not a whole number. The sheet is read no
   * further.
   */
  | 'unreadable-value'
  /** An object in the text repeats a key. */
  | 'duplicate-key'
  /**
   * A value has the wrong JSON type (for example a string where a number belongs), is
   * `undefined`, or is a hole in a list.
   */
  | 'wrong-type'
  /** A required field is absent. */
  | 'missing-field'
  /** A field the sheet format does not have (often a typo). */
  | 'unknown-field'
  /** A count or index that is not a whole number. */
  | 'not-integer'
  /** A count below zero. */
  | 'negative'
  /** A number outside the values the field can take (the Sun's area, the version, a cube's value). */
  | 'out-of-range'
  /** `areas` does not list 8 areas, or `tracks` 5 tracks. */
  | 'wrong-length'
  /** Fewer than 2 or more than 4 players. */
  | 'player-count'
  /** Two players with the same colour. */
  | 'duplicate-player'
  /** A colour that is not red, blue, green or yellow. */
  | 'unknown-color'
  /** A colour that is not one of the players'. */
  | 'unknown-player'
  /** More scientists of a colour on the board than that colour has in the game. */
  | 'too-many-scientists'
  /** More buildings in an area than it has spaces, or on the board than the box has. */
  | 'too-many-buildings'
  /** Pieces in an area under an "Area Closed" marker. */
  | 'closed-area-not-empty'
  /** Cubes on a track not used at this player count. */
  | 'closed-track-not-empty'
  /** The Sun in a closed area, which it always skips. */
  | 'sun-in-closed-area'
  /** Not as many closed areas as the player count requires (2 at 2 players, else none). */
  | 'closed-area-count'
  /** The two closed areas of a 2-player game are not opposite each other. */
  | 'closed-areas-not-opposite'
  /** Not as many closed tracks as the player count requires (2, 1 or 0). */
  | 'closed-track-count'
  /** The bottom track, marked "4", is open in a 2- or 3-player game, which never uses it. */
  | 'bottom-track-open'
  /** Two cubes of one player on one track. */
  | 'duplicate-cube'
  /** More cubes on a track than the 4 colours in the box could put there. */
  | 'too-many-cubes'
  /** More Building Cards taken than the game has. */
  | 'too-many-building-cards'
  /** More asterisk cards than Building Cards for one player. */
  | 'asterisk-exceeds-cards'
  /** More discarded resources than the player had ships and spare cubes. */
  | 'too-many-discards'
  /**
   * A player name longer than the `antarctica-score` command line prints (64 characters). Only
   * the command line checks it; the library takes names of any length.
   */
  | 'name-too-long';

/**
 * Codes of oddities that a real game is unlikely to produce but that do not stop scoring.
 */
export type SheetWarningCode =
  /** An open area without any building, though every open area starts with one. */
  | 'area-without-building'
  /** The Building Cards taken do not match the buildings built on the board. */
  | 'building-cards-mismatch'
  /** An area with fewer scientists than buildings built there (each needs at least one). */
  | 'fewer-scientists-than-built'
  /** A cube worth more than the cube ahead of it. */
  | 'track-values-increase';

/** One problem found in a score sheet. */
export interface SheetIssue<Code extends string = SheetErrorCode | SheetWarningCode> {
  /** Stable machine-readable code. */
  code: Code;
  /** Where in the sheet, for example `areas[3].scientists.red`; empty for the sheet itself. */
  path: string;
  /** A plain-language explanation. */
  message: string;
  /** 1-based line in the source text, when the sheet was parsed from text. */
  line?: number;
  /** 1-based column in the source text, when the sheet was parsed from text. */
  column?: number;
}

/** A problem that makes a sheet unusable. */
export type SheetError = SheetIssue<SheetErrorCode>;

/** An oddity that does not stop scoring. */
export type SheetWarning = SheetIssue<SheetWarningCode>;
