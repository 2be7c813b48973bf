import type { IllegalMoveCode } from '@antarctica-game/engine';

/**
 * Stable codes of everything the notation reports. Tools may match on them; docs/notation.md
 * explains each with an example.
 */
export type NotationErrorCode =
  // Reading the text
  /** The input holds a NUL character or is not UTF-8 text: a binary file. */
  | 'binary-input'
  /** A control character (other than tab, line feed and carriage return) in the text. */
  | 'control-character'
  /** A `{` comment without its `}`. */
  | 'unterminated-comment'
  /** A tag value without its closing quote on the same line. */
  | 'unterminated-string'
  /** Something in the header that is not a tag pair `[Name "value"]`. */
  | 'bad-tag'
  /** Move text before any tag: every record starts with its header. */
  | 'missing-header'
  /** A word in the move text that is no token of the notation. */
  | 'unknown-token'
  /** A token whose argument is out of range or malformed (an area 9 on an 8-area board). */
  | 'bad-argument'
  /** Characters after a token that are not one of the annotations `! ? !! ?? !? ?!`. */
  | 'bad-annotation'
  /** A `(` variation without its `)`. */
  | 'unterminated-variation'
  /** A `)` without its `(`, an empty variation, one not after a move, or variations nested too deep. */
  | 'bad-variation'
  /** `parseRecord` was given no record, or more than one. */
  | 'record-count'
  // The header
  /** A known tag with a value it cannot have (`[Players "five"]`). */
  | 'bad-tag-value'
  /** Tags that disagree with each other (`[Players "3"]` and a tag for player D). */
  | 'header-contradiction'
  /** An `[Edition]` this reader does not know (pass it in the options). */
  | 'unknown-edition'
  /** Neither `[Players]` nor a player tag: the record does not say who played. */
  | 'missing-players'
  /** Neither a `[Seed]` nor a table setup (`[Start]`): the record cannot be replayed. */
  | 'missing-setup'
  // Replaying
  /** The setup stated by the record is impossible, or differs from what its seed gives. */
  | 'setup-contradiction'
  /** A move the engine refuses; the error carries the engine's code and the legal moves. */
  | 'illegal-move'
  /** A ship named by area and place where no ship, or none of the mover's, stands. */
  | 'no-such-ship'
  /** A Resource Card the mover does not hold, or a Building Card that cannot turn up there. */
  | 'no-such-card'
  /** A turn marker that disagrees with the game (another visit number or player). */
  | 'turn-mismatch'
  /** A Building Card said to turn up that is not the one the game turns up. */
  | 'reveal-mismatch'
  /** The record stops inside a turn. */
  | 'ends-mid-turn'
  /** The record states a result but its moves stop before the game ends. */
  | 'game-not-over'
  /** `[Result]` names other winners than the replayed game. */
  | 'result-mismatch'
  /** `[Scores]` differs from the replayed game's final scores. */
  | 'scores-mismatch'
  /** A `?` that replay cannot fill from the rest of the record (a warning). */
  | 'undetermined'
  /** Too many ways to fill the record's `?`s to try them all. */
  | 'search-limit'
  // Formatting
  /** (warning) `formatRecord` could not replay the record to its end: seat letters from there on stay as written. */
  | 'seats-as-written'
  // The JSON form
  /** Text given as a JSON record is not JSON. */
  | 'not-json'
  /** JSON that is not a record: a field missing, of the wrong type or out of range (see `path`). */
  | 'bad-record-json';

/**
 * One problem found in a record: where (for text, `offset` from 0 in UTF-16 code units, `line`
 * and `column` from 1), a stable `code`, a message for people, and what would have been valid.
 */
export interface NotationError {
  /** What kind of problem it is: stable, for tools to match on. */
  code: NotationErrorCode;
  /** Errors make a record invalid; warnings (`undetermined`) do not. */
  severity: 'error' | 'warning';
  /** The problem in words, for people (English). */
  message: string;
  /** Offset of the problem in the text; absent for a record that was not parsed from text. */
  offset?: number;
  /** The problem's line, from 1; absent for a record that was not parsed from text. */
  line?: number;
  /** The problem's column, from 1; absent for a record that was not parsed from text. */
  column?: number;
  /** What would have been valid here: token forms, or the legal moves written in the notation. */
  expected: string[];
  /** For replay errors: the number of the move in the record (1 for the first). */
  moveNumber?: number;
  /** For replay errors: the Sun's visit the move belongs to (0 for setup moves). */
  visit?: number;
  /** For `illegal-move`: the engine's `IllegalMoveError` code. */
  engineCode?: IllegalMoveCode;
  /** In a collection: the index of the record (0 for the first) the problem belongs to. */
  record?: number;
  /** For `bad-record-json`: the field, such as `body[3].move.to`. */
  path?: string;
}

/** A {@link NotationError} found while reading text, so always with its position. */
export type ParseError = NotationError & {
  /** Offset of the problem in the text, in UTF-16 code units from 0. */
  offset: number;
  /** The problem's line, from 1. */
  line: number;
  /** The problem's column, from 1. */
  column: number;
};

/**
 * Problems in the order of the text, as a compiler lists them; those with no position (a record
 * not parsed from text) first, in the order given. A stable sort: problems at one place keep
 * their order.
 */
export function inTextOrder(errors: readonly NotationError[]): NotationError[] {
  const place = (error: NotationError) =>
    error.line === undefined ? -1 : error.line * 1_000_000 + (error.column ?? 0);
  return [...errors].sort((a, b) => place(a) - place(b));
}
