// The lines of a replayed record side by side: the main line and each variation that replayed,
// each with the moves written in the record's tree (comments, glyphs, commands) and the engine's
// moves and states of the replay, matched one to one.
import type { GameState, Move } from '@antarctica-game/engine';
import {
  eachLine,
  type LineMove,
  type RecordLine,
  type RecordVariation,
  type ReplayResult,
} from '@antarctica-game/notation';
import { Checkpoints } from './checkpoints.js';

/** One line of play of a replayed record: the main line (id 0) or a variation. */
export interface ReplayLine {
  /** 0 for the main line, then the variations in the order `replayRecord` lists them, from 1. */
  readonly id: number;
  /** The line as written: its moves with their comments, glyphs and variations. */
  readonly written: RecordLine;
  /** The line it branches from (undefined for the main line). */
  readonly parent: number | undefined;
  /** The ply its first state stands at: the moves of the game before it (0 for the main line). */
  readonly from: number;
  /** The engine moves replayed (fewer than written when replay stopped at an error). */
  readonly moves: readonly Move[];
  /** True when every written move replayed. */
  readonly complete: boolean;
  /** The ids of the variations that stand for each of its moves, by move index. */
  readonly variationsAt: ReadonlyMap<number, readonly number[]>;
}

/** A line with its states kept at intervals. */
export interface StoredLine extends ReplayLine {
  readonly states: Checkpoints;
}

/** The lines of a replay result, its states kept every `every` plies. */
export function replayLines(result: ReplayResult, tree: RecordLine, every: number): StoredLine[] {
  const byVariation = new Map<RecordVariation, RecordLine>();
  for (const line of eachLine(tree))
    if (line.variation !== undefined) byVariation.set(line.variation, line);
  const lines: StoredLine[] = [];
  const variationsAt = (id: number) => lines[id]?.variationsAt as Map<number, number[]>;
  lines.push(makeLine(0, tree, undefined, 0, result.states, result.moves, every));
  result.variations.forEach((replayed, index) => {
    const written = byVariation.get(replayed.variation);
    if (written === undefined || replayed.states.length === 0) return;
    const parent = replayed.parent + 1;
    const id = index + 1;
    const line = makeLine(
      id,
      written,
      parent,
      replayed.from,
      replayed.states,
      replayed.moves,
      every,
    );
    lines[id] = line;
    const at = written.parent?.moveIndex ?? 0;
    const list = variationsAt(parent)?.get(at);
    if (list === undefined) variationsAt(parent)?.set(at, [id]);
    else list.push(id);
  });
  return lines;
}

function makeLine(
  id: number,
  written: RecordLine,
  parent: number | undefined,
  from: number,
  states: readonly GameState[],
  moves: readonly Move[],
  every: number,
): StoredLine {
  return {
    id,
    written,
    parent,
    from,
    moves,
    complete: moves.length >= written.moves.length,
    variationsAt: new Map(),
    states: new Checkpoints(states, moves, every),
  };
}

/** The written move of a line at a ply (the move that led there), or undefined at its start. */
export function writtenMoveAt(line: ReplayLine, ply: number): LineMove | undefined {
  return line.written.moves[ply - line.from - 1];
}
