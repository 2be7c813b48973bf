import type {
  BodyItem,
  CommentCommand,
  GameRecord,
  MoveItem,
  RecordComment,
  RecordVariation,
  TurnMarker,
} from './record.js';

/**
 * One line of play of a record: its main line, or one of its variations. Built by
 * {@link recordTree}, so that a program can walk a record's alternatives without reading the text.
 */
export interface RecordLine {
  /** The items of the line as written: turn markers, moves, comments and variations. */
  readonly items: readonly BodyItem[];
  /** The moves of the line in order, each with the variations that stand for it. */
  readonly moves: readonly LineMove[];
  /** The variation this line is written as; undefined for the main line. */
  readonly variation: RecordVariation | undefined;
  /**
   * Where the line branches off: the line it is a variation of, and the index in that line's
   * `moves` of the move it replaces (the game before that move is where it starts); undefined
   * for the main line.
   */
  readonly parent:
    | {
        /** The line the variation branches from. */
        readonly line: RecordLine;
        /** The index, in that line's `moves`, of the move the variation replaces. */
        readonly moveIndex: number;
      }
    | undefined;
  /** 0 for the main line, 1 for its variations, 2 for theirs, and so on. */
  readonly depth: number;
}

/** A move of a {@link RecordLine}, with what is written about it. */
export interface LineMove {
  /** The move as written. */
  readonly item: MoveItem;
  /** The index of `item` in its line's `items`. */
  readonly itemIndex: number;
  /**
   * The turn the move belongs to: the last turn marker before it in its line or, for a move
   * before any marker of its variation, the one in force where the variation branches off.
   */
  readonly turn: TurnMarker | undefined;
  /** The comments written after the move, up to the next move or turn marker of its line. */
  readonly comments: readonly RecordComment[];
  /** The commands of those comments (`[%clk 0:01:02]`), in the order written. */
  readonly commands: readonly CommentCommand[];
  /** The variations that stand for this move (alternatives to it), in the order written. */
  readonly variations: readonly RecordLine[];
}

/**
 * The tree of a record's lines: its main line, whose moves carry their variations, whose moves
 * carry theirs. A variation written before any move of its line (which the parser and
 * `recordFromJson` report) has no move to stand for and is left out.
 */
export function recordTree(record: Pick<GameRecord, 'body'>): RecordLine {
  return buildLine(record.body, undefined, undefined, undefined, 0);
}

interface MutableMove {
  item: MoveItem;
  itemIndex: number;
  turn: TurnMarker | undefined;
  comments: RecordComment[];
  commands: CommentCommand[];
  variations: RecordLine[];
}

function buildLine(
  items: readonly BodyItem[],
  variation: RecordVariation | undefined,
  parent: RecordLine['parent'],
  turnAtStart: TurnMarker | undefined,
  depth: number,
): RecordLine {
  const moves: MutableMove[] = [];
  const line: RecordLine = { items, moves, variation, parent, depth };
  let turn = turnAtStart;
  // The move the comments read now belong to (none after a turn marker).
  let commented: MutableMove | undefined;
  items.forEach((item, itemIndex) => {
    if (item.kind === 'turn') {
      turn = item;
      commented = undefined;
    } else if (item.kind === 'move') {
      commented = { item, itemIndex, turn, comments: [], commands: [], variations: [] };
      moves.push(commented);
    } else if (item.kind === 'comment') {
      if (commented === undefined) return;
      commented.comments.push(item);
      if (item.commands !== undefined) commented.commands.push(...item.commands);
    } else {
      const replaced = moves[moves.length - 1];
      if (replaced === undefined) return;
      replaced.variations.push(
        buildLine(item.body, item, { line, moveIndex: moves.length - 1 }, replaced.turn, depth + 1),
      );
    }
  });
  return line;
}

/** The moves of a record's main line, in order, without its variations. */
export function mainLine(record: Pick<GameRecord, 'body'>): MoveItem[] {
  const moves: MoveItem[] = [];
  for (const item of record.body) if (item.kind === 'move') moves.push(item);
  return moves;
}

/**
 * The variations that stand for a move of the main line: `moveIndex` counts the main line's
 * moves from 0 (as {@link mainLine} lists them). Empty where there are none.
 */
export function variationsAt(record: Pick<GameRecord, 'body'>, moveIndex: number): RecordLine[] {
  return [...(recordTree(record).moves[moveIndex]?.variations ?? [])];
}

/** Every line of a tree, depth first: a line, then the variations of its first move, and so on. */
export function* eachLine(line: RecordLine): Generator<RecordLine> {
  yield line;
  for (const move of line.moves)
    for (const variation of move.variations) yield* eachLine(variation);
}
