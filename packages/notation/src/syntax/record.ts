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
  /** The number of the line the record starts on, from 1 (later than 1 for a second record of a text). */
  first: number;
  /** The offset of each line's start, in UTF-16 code units, in line order. */
  starts: number[];
}

/** Where something starts in the text: offset in UTF-16 code units from 0, line and column from 1. */
export interface SourcePosition {
  /** Code units (UTF-16) from the start of the text, from 0. */
  offset: number;
  /** The line, from 1. */
  line: number;
  /** The column, from 1, in UTF-16 code units. */
  column: number;
}

/**
 * Where an element starts in the text it was parsed from (as in {@link SourcePosition}); absent
 * in records built otherwise, and left out of the record's JSON.
 */
export interface Positioned {
  /** Code units (UTF-16) from the start of the text, from 0. */
  offset?: number;
  /** The line, from 1; absent on moves (see {@link positionOf}). */
  line?: number;
  /** The column, from 1; absent on moves (see {@link positionOf}). */
  column?: number;
}

/** A tag pair `[Name "value"]`. */
export interface RecordTag extends Positioned {
  /** Marks a header tag. */
  kind: 'tag';
  /** The tag's name as written, such as `Event` or `Seed`. */
  name: string;
  /** The value without its quotes, escapes resolved. */
  value: string;
}

/** A comment: `{...}` (brace) or `;...` to the end of the line (line). */
export interface RecordComment extends Positioned {
  /** Marks a comment. */
  kind: 'comment';
  /** How it was written: `{…}` (`brace`) or `;` to the end of the line (`line`). */
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
  /** Marks a turn marker. */
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
  /** Marks a move. */
  kind: 'move';
  /** The deciding seat when written (`Cti`); otherwise it is whoever must decide then. */
  seat?: number;
  /** The move as written, ships by area and place; the replay turns it into the engine's `Move`. */
  move: NotationMove;
  /** The annotation written right after the move (`!`, `?`, `!?`…), if any. */
  annotation?: Annotation;
  /** Numeric annotation glyphs `$1`..`$255` after the move, in the order written. */
  glyphs?: number[];
}

/** A variation `( ... )`: an alternative to the move just before it at the same level (as PGN's RAV). */
export interface RecordVariation extends Positioned {
  /** Marks a variation. */
  kind: 'variation';
  /** The alternative line: turn markers, moves, comments and nested variations. */
  body: BodyItem[];
}

/** One element of the move text. */
export type BodyItem = TurnMarker | MoveItem | RecordComment | RecordVariation;

/** A ship named as a person at the table sees it: its area and its place in line (0 first). */
export interface ShipRef {
  /** The area, from 0 (written from 1). */
  area: number;
  /** The ship's place in the area's line, from 0 for the first (written `a`, `b`, …). */
  place: number;
}

/**
 * A Resource Card in hand, named by the Buildings it stands in for; `copy` (from 2) picks among
 * several cards of the same kind in one hand, in hand order.
 */
export interface ResourceCardRef {
  /** The Buildings the card stands in for, in the order written. */
  grants: BuildingType[];
  /** Which card of this kind in the hand, from 2 (absent for the first). */
  copy?: number;
}

/**
 * A Building Card: by the Building it builds and the Buildings it requires (`Ca/Cr`), or by its
 * index in the edition's card list (`#12`) where two cards of an edition read alike.
 */
export type BuildingCardRef =
  | {
      /** The Building the card builds. */
      builds: BuildingType;
      /** The Buildings the card requires in the area, in the card's order. */
      requires: BuildingType[];
    }
  | {
      /** The card's index in the edition's `buildingCards` (written `#` and the index). */
      id: number;
    };

/** A move as written: the engine's `Move` without the seat, ships by area and place. */
export type NotationMove =
  | {
      /** Setup at 2 players: player B's opening cube on the first space of a track. */
      type: 'placeOpeningCube';
      /** The Research Track, from 0 for the top one (written from 1). */
      track: number;
    }
  | {
      /** Setup with free placement: one ship onto an area. */
      type: 'placeShip';
      /** The area, from 0 (written from 1), counter-clockwise from the Sun's starting area. */
      area: number;
    }
  | {
      /** The turn's mandatory move: the first ship in line in the Sun's area sails. */
      type: 'sail';
      /** The area sailed or moved to, from 0 (written from 1). */
      to: number;
    }
  | {
      /** Main action: build the top card of a pile in the area sailed to. */
      type: 'build';
      /** The pile built from: `basic`, `double` or `advanced`. */
      deck: Deck;
      /**
       * The track that takes the research points, from 0 for the top one; `null` when none can
       * (`-`).
       */
      track: number | null;
      /** The Resource Card that stands in for a missing Building, by what it grants. */
      resourceCard?: ResourceCardRef;
      /** The Building Card that turned up on the pile after this one was taken (table records). */
      reveal?: BuildingCardRef | null;
    }
  | {
      /** Main action at a Shipyard: a ship from Available Resources to the end of the Sun's line. */
      type: 'buildShip';
    }
  | {
      /** Main action at a Camp: scientists from reserve to supply. */
      type: 'recruit';
    }
  | {
      /** Main action at a Research Center: advance on a track. */
      type: 'research';
      /** The Research Track, from 0 for the top one (written from 1). */
      track: number;
    }
  | {
      /** Shipyard Card Icebreaker: an extra turn for the second ship in line of an area. */
      type: 'playIcebreaker';
      /** The area, from 0 (written from 1), counter-clockwise from the Sun's starting area. */
      area: number;
    }
  | {
      /** Shipyard Card "Place a Scientist": a scientist into the area sailed to. */
      type: 'playPlaceScientist';
    }
  | {
      /** Shipyard Card "+2 Scientists": two scientists from reserve to supply. */
      type: 'playPlusTwoScientists';
    }
  | {
      /** Shipyard Card "Fast Research": advance three on a track. */
      type: 'playFastResearch';
      /** The Research Track, from 0 for the top one (written from 1). */
      track: number;
    }
  | {
      /** A resource to Discarded Resources, for a scientist from reserve to supply. */
      type: 'discard';
      /** What is discarded: a cube, a ship from Available Resources, or a ship on the board (`ship`). */
      resource: 'cube' | 'availableShip';
    }
  | {
      /** A resource to Discarded Resources, for a scientist from reserve to supply. */
      type: 'discard';
      /** What is discarded: a cube, a ship from Available Resources, or a ship on the board (`ship`). */
      resource: 'boardShip';
      /** The ship, by its area and place in line as the table sees it. */
      ship: ShipRef;
    }
  | {
      /** Ends the turn (with no main action if none was taken). */
      type: 'endTurn';
    }
  | {
      /** Track action "move a ship": one's ship to the end of the line in another area. */
      type: 'moveShip';
      /** The ship, by its area and place in line as the table sees it. */
      ship: ShipRef;
      /** The area sailed or moved to, from 0 (written from 1). */
      to: number;
    }
  | {
      /** Track action "advance three" on a track nobody else chose in this action. */
      type: 'advance';
      /** The Research Track, from 0 for the top one (written from 1). */
      track: number;
    }
  | {
      /** Takes a Shipyard Card after another player built a ship. */
      type: 'takeShipyardCard';
      /** The Shipyard Card taken; `null` when the record did not see which (`?`). */
      card: ShipyardCard | null;
    }
  | {
      /** Picks one of the cards passed in the Shipyard draft. */
      type: 'draftPick';
      /** The card picked; `null` when the record did not see which (`?`). */
      card: ShipyardCard | null;
    }
  /** The Shipyard Cards turned up for a draft (table records); `null` when none was seen (`w?`). */
  | {
      /** Chance in a table game: the Shipyard Cards turned up for a draft. */
      type: 'drawDraftCards';
      /** The Shipyard Cards turned up, in any order (`null` for one not seen); `null` when none was seen. */
      cards: Array<ShipyardCard | null> | null;
    }
  | {
      /** Declines an optional track action, Shipyard Card or Icebreaker turn. */
      type: 'pass';
    };

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
