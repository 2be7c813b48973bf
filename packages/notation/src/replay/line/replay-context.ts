import {
  type BuildingType,
  currentDecision,
  type GameState,
  legalMoves,
} from '@antarctica-game/engine';
import type { RecordSettings } from '../../header/record-settings.js';
import { writeMoveToken } from '../../syntax/move-token.js';
import type { NotationError, NotationErrorCode } from '../../syntax/notation-error.js';
import {
  type GameRecord,
  type MoveItem,
  positionOf,
  type SourcePosition,
} from '../../syntax/record.js';
import { recordStart } from '../../syntax/record-start.js';
import { seatLetter } from '../../syntax/vocabulary.js';
import { engineMoveText } from './convert-move.js';
import type { Failure, Node } from './replay-node.js';
import type { SetupPlan } from './table-plan.js';

/**
 * What failed moves taught the fallback search (see search/repair-hints.ts): for each decision
 * (by move number) the Buildings to try first and those to try last.
 */
export type Hints = Map<number, { prefer: BuildingType[]; avoid: Set<BuildingType> }>;

/** What the parts of a replay share: the record, its settings, and how they report problems. */
export interface ReplayContext {
  readonly record: GameRecord;
  readonly settings: RecordSettings;
  /** The table record's setup plan; null for a seeded record. */
  readonly plan: SetupPlan | null;
  /** Warnings not tied to one path (the stop of an unfinished record). */
  readonly warnings: NotationError[];
  /** What failed moves taught about the open builds (see repair-hints.ts). */
  readonly hints?: Hints;
}

/** A failure at `item` of the node's body. */
export function failure(
  context: ReplayContext,
  node: Node,
  code: NotationErrorCode,
  message: string,
  item: number,
  extra: Partial<NotationError> = {},
): Failure {
  const at = positionOf(node.body[item], context.record);
  // Before the first turn marker of a record from a position, the visit is not known.
  if (extra.visit !== undefined && Number.isNaN(extra.visit)) {
    const { visit: _, ...rest } = extra;
    extra = rest;
  }
  return {
    kind: 'fail',
    ok: false,
    reach: item,
    node,
    error: { code, severity: 'error', message, expected: [], ...(at ?? {}), ...extra },
  };
}

/** A failure about a header tag (result and scores): after every move of the body. */
export function tagFailure(
  context: ReplayContext,
  node: Node,
  name: string,
  code: NotationErrorCode,
  message: string,
  expected: string[] = [],
): Failure {
  const at = positionOf(
    context.record.header.find((item) => item.kind === 'tag' && item.name === name),
  );
  return {
    kind: 'fail',
    ok: false,
    reach: node.body.length + 1,
    node,
    error: { code, severity: 'error', message, expected, ...(at ?? {}) },
  };
}

/**
 * The position of the record's first tag, for errors about the header as a whole; where the
 * record starts when it has no tag.
 */
export function firstTagPosition(record: GameRecord): Partial<SourcePosition> {
  const at = positionOf(record.header.find((item) => item.kind === 'tag')) ?? recordStart(record);
  return at === undefined ? {} : { ...at };
}

/** The legal moves of a state, in the notation. */
export function legalTexts(state: GameState): string[] {
  return legalMoves(state).map((move) => engineMoveText(state, move));
}

/** A move item as written, with its seat letter when it has one. */
export function writeItem(item: MoveItem): string {
  return `${item.seat === undefined ? '' : seatLetter(item.seat)}${writeMoveToken(item.move)}`;
}

/** ` at line:column`, or nothing. */
export function describeAt(at: SourcePosition | undefined): string {
  return at === undefined ? '' : ` at ${at.line}:${at.column}`;
}

/** Who must decide now, in words. */
export function waitingFor(state: GameState): string {
  const decision = currentDecision(state);
  return 'seat' in decision
    ? `player ${seatLetter(decision.seat)} must still decide (${decision.kind})`
    : 'the game waits';
}

/** The engine's reason, with seats written as the notation writes them. */
export function reasonOf(error: {
  code: string;
  reason: string;
  decision: { kind: string };
}): string {
  const decision = error.decision as { kind: string; seat?: number };
  if (error.code === 'not-your-decision' && decision.seat !== undefined)
    return `player ${seatLetter(decision.seat)} must decide now (${decision.kind})`;
  return error.reason;
}
