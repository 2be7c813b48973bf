import type { BuildingType, Deck, ShipyardCard } from '@antarctica-game/engine';
import type { Annotation } from './vocabulary.js';

/**
 * The parsed form of a game record: plain JSON data (see `schema/game-record.schema.json`).
 * Numbers are the engine's, counted from 0 (area 0 is written `1` in the text); `null` stands
 * for `?`, what the recorder did not see.
 */
export interface GameRecord {
  /** The header: tags in the order written, and the comments between them. */
  header: HeaderItem[];
  /**
   * The move text: turn markers, moves and comments in the order written. In a parsed record
   * its items are built when it is first read (until then an accessor, after a plain property).
   */
  body: BodyItem[];
  /**
   * Where the lines of the text this record was parsed from start (set by the parser; not part
   * of the JSON form). Moves keep only their `offset`; {@link positionOf} finds their line and
   * column through this, which keeps the parser fast.
   */
  lines?: LineIndex;
}

/** The lines of a text: `starts[i]` is the offset where line `first + i` starts. */
export interface LineIndex {
  first: number;
  starts: number[];
}

/** Where something starts in the text: offset in UTF-16 code units from 0, line and column from 1. */
export interface SourcePosition {
  offset: number;
  line: number;
  column: number;
}

/**
 * Where an element starts in the text it was parsed from (as in {@link SourcePosition}); absent
 * in records built otherwise, and left out of the record's JSON.
 */
export interface Positioned {
  offset?: number;
  line?: number;
  column?: number;
}

/** A tag pair `[Name "value"]`. */
export interface RecordTag extends Positioned {
  kind: 'tag';
  name: string;
  /** The value without its quotes, escapes resolved. */
  value: string;
}

/** A comment: `{...}` (brace) or `;...` to the end of the line (line). */
export interface RecordComment extends Positioned {
  kind: 'comment';
  style: 'brace' | 'line';
  /** The text between the braces, or after the semicolon, as written. */
  text: string;
  /**
   * The commands written inside the comment (`[%clk 0:01:02]`), in the order written; `text`
   * keeps them too. Absent when the comment has none.
   */
  commands?: CommentCommand[];
}

/** A command inside a comment, `[%name value]`: data on a move (a clock, an evaluation…). */
export interface CommentCommand {
  /** The command's name, after the `%`. */
  name: string;
  /** Everything after the name up to the closing `]`, without the spaces around it. */
  value: string;
}

/** One element of the header. */
export type HeaderItem = RecordTag | RecordComment;

/**
 * The start of a turn: `12.B` is the turn of player B in the Sun's 12th visit (`0.` opens the
 * setup moves, which have no turn). An Icebreaker's extra turn repeats the visit number.
 */
export interface TurnMarker extends Positioned {
  kind: 'turn';
  /** The Sun's visit: 1 for its first move, 0 for the setup moves before it. */
  visit: number;
  /** The seat taking the turn, when written. */
  seat?: number;
}

/**
 * One move: one engine decision. In a parsed record a move carries only its `offset` (see
 * {@link positionOf} for its line and column), and `move` objects are shared between equal
 * tokens and frozen: copy one before changing it.
 */
export interface MoveItem extends Positioned {
  kind: 'move';
  /** The deciding seat when written (`Cti`); otherwise it is whoever must decide then. */
  seat?: number;
  move: NotationMove;
  annotation?: Annotation;
  /** Numeric annotation glyphs `$1`..`$255` after the move, in the order written. */
  glyphs?: number[];
}

/** A variation `( ... )`: an alternative to the move just before it at the same level (as PGN's RAV). */
export interface RecordVariation extends Positioned {
  kind: 'variation';
  /** The alternative line: turn markers, moves, comments and nested variations. */
  body: BodyItem[];
}

/** One element of the move text. */
export type BodyItem = TurnMarker | MoveItem | RecordComment | RecordVariation;

/** A ship named as a person at the table sees it: its area and its place in line (0 first). */
export interface ShipRef {
  area: number;
  place: number;
}

/**
 * A Resource Card in hand, named by the Buildings it stands in for; `copy` (from 2) picks among
 * several cards of the same kind in one hand, in hand order.
 */
export interface ResourceCardRef {
  grants: BuildingType[];
  copy?: number;
}

/**
 * A Building Card: by the Building it builds and the Buildings it requires (`Ca/Cr`), or by its
 * index in the edition's card list (`#12`) where two cards of an edition read alike.
 */
export type BuildingCardRef = { builds: BuildingType; requires: BuildingType[] } | { id: number };

/** A move as written: the engine's `Move` without the seat, ships by area and place. */
export type NotationMove =
  | { type: 'placeOpeningCube'; track: number }
  | { type: 'placeShip'; area: number }
  | { type: 'sail'; to: number }
  | {
      type: 'build';
      deck: Deck;
      track: number | null;
      resourceCard?: ResourceCardRef;
      /** The Building Card that turned up on the pile after this one was taken (table records). */
      reveal?: BuildingCardRef | null;
    }
  | { type: 'buildShip' }
  | { type: 'recruit' }
  | { type: 'research'; track: number }
  | { type: 'playIcebreaker'; area: number }
  | { type: 'playPlaceScientist' }
  | { type: 'playPlusTwoScientists' }
  | { type: 'playFastResearch'; track: number }
  | { type: 'discard'; resource: 'cube' | 'availableShip' }
  | { type: 'discard'; resource: 'boardShip'; ship: ShipRef }
  | { type: 'endTurn' }
  | { type: 'moveShip'; ship: ShipRef; to: number }
  | { type: 'advance'; track: number }
  | { type: 'takeShipyardCard'; card: ShipyardCard | null }
  | { type: 'draftPick'; card: ShipyardCard | null }
  /** The Shipyard Cards turned up for a draft (table records); `null` when none was seen (`w?`). */
  | { type: 'drawDraftCards'; cards: Array<ShipyardCard | null> | null }
  | { type: 'pass' };

/**
 * The position of a parsed element, or undefined for one built otherwise. Moves carry only
 * their offset: give their record to get the line and column too.
 */
export function positionOf(
  item: Positioned | undefined,
  record?: Pick<GameRecord, 'lines'>,
): SourcePosition | undefined {
  const offset = item?.offset;
  if (offset === undefined) return undefined;
  if (item?.line !== undefined) return { offset, line: item.line, column: item.column ?? 1 };
  const lines = record?.lines;
  if (lines === undefined || lines.starts.length === 0) return undefined;
  // The last line starting at or before the offset.
  let low = 0;
  let high = lines.starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((lines.starts[middle] as number) <= offset) low = middle;
    else high = middle - 1;
  }
  return { offset, line: lines.first + low, column: offset - (lines.starts[low] as number) + 1 };
}
