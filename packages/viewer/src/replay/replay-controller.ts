// The headless replay: a record's lines (main line and variations), a position on one of them,
// and the ways to move it. Used by `<antarctica-replay>`, and by any program without an element
// (in Node too): it needs no DOM.
import { applyMove, type GameState, type Move } from '@antarctica-game/engine';
import {
  type CommentCommand,
  type GameRecord,
  type LineMove,
  type NotationError,
  type RecordSettings,
  type ReplayOptions,
  type ReplayResult,
  readClock,
  readVictoryPoints,
  recordTree,
  replayRecord,
} from '@antarctica-game/notation';
import { describeMove, describeMoves, type MoveInContext } from './describe-move.js';
import { loadRecord } from './load-record.js';
import {
  bestVariationIndex,
  type EvaluatedMove,
  evaluatedMoves,
  mistakeFrom,
  type Outcome,
  readOutcome,
  type Verdict,
  verdictOf,
} from './move-analysis.js';
import { type ReplayLine, replayLines, type StoredLine, writtenMoveAt } from './replay-lines.js';

export type { ReplayLine } from './replay-lines.js';

/**
 * The default checkpoint interval: at most 7 engine moves to rebuild a state (under a
 * millisecond), for one stored state every 8 plies (46 for a 362-ply four-player game).
 */
const DEFAULT_CHECKPOINT_INTERVAL = 8;

/** Options of a {@link ReplayController}: those of `replayRecord`, and the checkpoint interval. */
export interface ReplayControllerOptions extends ReplayOptions {
  /**
   * Keep one state every this many plies (default 8; 1 keeps them all). Going to a move replays
   * at most this many minus one engine moves from the state kept before it.
   */
  checkpointInterval?: number;
}

/** Where a replay stands: a line (0 the main line) and a ply (moves played since the start). */
export interface ReplayPosition {
  /** The line's id: 0 for the main line, then the variations in the order the record gives them. */
  line: number;
  /** Moves played from the start of the game to reach this position (0 before the first move). */
  ply: number;
}

/**
 * A record replayed once, then walked: first, previous, next, last, any ply, into and out of
 * variations. Each position gives the engine state, the move that led there (in words too), the
 * comments, glyphs and commands written after it, and the variations that stand for it. A record
 * with errors replays up to the first error of each line; `errors` says what and where.
 *
 * @example
 * ```ts
 * const replay = new ReplayController(agnText);
 * replay.last();
 * replay.goTo(120);
 * console.log(replay.description, replay.state?.sun);
 * ```
 */
export class ReplayController {
  /** The record replayed (a text cut before its first syntax error), or null if none was read. */
  readonly record: GameRecord | null;
  /** Every problem: syntax errors first, then those of the header and the replay (warnings too). */
  readonly errors: readonly NotationError[];
  /** How the header says the game was set up; undefined when the text held no record. */
  readonly settings: RecordSettings | undefined;
  /** The final scores once the main line reaches the end of the game, else null. */
  readonly scores: ReplayResult['scores'];
  readonly #lines: StoredLine[];
  readonly #listeners = new Set<(position: ReplayPosition) => void>();
  #line: StoredLine | undefined;
  #ply = 0;
  #words: { description: string; turn: string } | undefined;
  #evaluated: EvaluatedMove[] | undefined;

  /**
   * Replays a record: `.agn` text holding one record, or a parsed record (from `parseRecord` or
   * `recordFromJson`). Never throws on a bad record: see {@link ReplayController.errors}.
   */
  constructor(source: string | GameRecord, options: ReplayControllerOptions = {}) {
    const loaded = loadRecord(source);
    this.record = loaded.record;
    const errors = [...loaded.errors];
    let lines: StoredLine[] = [];
    let settings: RecordSettings | undefined;
    let scores: ReplayResult['scores'] = null;
    if (loaded.record !== null) {
      const result = replayRecord(loaded.record, options);
      errors.push(...result.errors);
      settings = result.settings;
      scores = result.scores;
      if (result.states.length > 0)
        lines = replayLines(
          result,
          recordTree(loaded.record),
          options.checkpointInterval ?? DEFAULT_CHECKPOINT_INTERVAL,
        );
    }
    this.errors = errors;
    this.settings = settings;
    this.scores = scores;
    this.#lines = lines;
    this.#line = lines[0];
  }

  /** The first error (not a warning), the one a viewer shows; undefined when the record is valid. */
  get error(): NotationError | undefined {
    return this.errors.find((error) => error.severity === 'error');
  }

  /** The main line and every variation that replayed, by id. */
  get lines(): readonly ReplayLine[] {
    return this.#lines.filter((line) => line !== undefined);
  }

  /** A line by id. */
  lineOf(id: number): ReplayLine | undefined {
    return this.#lines[id];
  }

  /** The line the position is on; undefined when nothing replayed (a header error). */
  get line(): ReplayLine | undefined {
    return this.#line;
  }

  /** The moves played since the start of the game (0 at the start). */
  get ply(): number {
    return this.#ply;
  }

  /** The line and ply. */
  get position(): ReplayPosition {
    return { line: this.#line?.id ?? 0, ply: this.#ply };
  }

  /** The first ply of the current line's own moves, less one: where it starts (0 for the main line). */
  get firstPly(): number {
    return this.#line?.from ?? 0;
  }

  /** The last ply the current line reaches. */
  get lastPly(): number {
    const line = this.#line;
    return line === undefined ? 0 : line.from + line.moves.length;
  }

  /** The game state at the position; undefined when nothing replayed. */
  get state(): GameState | undefined {
    const line = this.#line;
    return line?.states.stateAt(this.#ply - line.from);
  }

  /** The engine move that led to the position; undefined at the start. */
  get move(): Move | undefined {
    const line = this.#line;
    return line?.moves[this.#ply - line.from - 1];
  }

  /** The move as written (with its comments, commands, glyphs, annotation and turn marker). */
  get writtenMove(): LineMove | undefined {
    const line = this.#line;
    return line === undefined ? undefined : writtenMoveAt(line, this.#ply);
  }

  /** The texts of the comments written after the move that led here. */
  get comments(): string[] {
    // The commands (`[%eval …]`) are read out as `commands`: the text is what is left of each.
    return (this.writtenMove?.comments ?? [])
      .map((comment) => comment.text.replace(/\[%[^\]]*\]/g, '').trim())
      .filter((text) => text !== '');
  }

  /** The commands (`[%clk 0:01:02]`, `[%vp 41,38]`, `[%eval 1.3]`) written after the move. */
  get commands(): readonly CommentCommand[] {
    return this.writtenMove?.commands ?? [];
  }

  /** The mover's clock after the move, in seconds (from `[%clk]`); null when not written. */
  get clock(): number | null {
    const command = this.commands.find((each) => each.name === 'clk');
    return command === undefined ? null : readClock(command.value);
  }

  /** Each seat's Victory Points if the game ended here (from `[%vp]`); null when not written. */
  get victoryPoints(): number[] | null {
    const command = this.commands.find((each) => each.name === 'vp');
    return command === undefined ? null : readVictoryPoints(command.value);
  }

  /** The numeric annotation glyphs (`$1`…) of the move. */
  get glyphs(): readonly number[] {
    return this.writtenMove?.item.glyphs ?? [];
  }

  /** The mover's win share and margin after the move (from `[%eval W,M]`); null when not written. */
  get evaluation(): Outcome | null {
    return readOutcome(this.commands, 'eval');
  }

  /** What the move gave up against the best move found (from `[%loss W,M]`); null when not written. */
  get loss(): Outcome | null {
    return readOutcome(this.commands, 'loss');
  }

  /** The move's verdict, from its glyphs (`$6` inaccuracy, `$2` mistake, `$4` blunder). */
  get verdict(): Verdict | undefined {
    return verdictOf(this.glyphs);
  }

  /** The index in {@link ReplayController.variations} of the best move found; -1 when none. */
  get bestVariation(): number {
    return bestVariationIndex(this.variations);
  }

  /** The main line's moves that carry an `[%eval]`, with their movers and verdicts. */
  get evaluatedMoves(): readonly EvaluatedMove[] {
    this.#evaluated ??= evaluatedMoves(this.#lines[0]);
    return this.#evaluated;
  }

  /**
   * Goes to the next (`direction` 1) or previous (-1) mistake or blunder of `seat` (of anyone when
   * undefined) on the main line, from the ply shown; false (and stays) when there is none.
   */
  goToMistake(direction: 1 | -1, seat?: number): boolean {
    const ply = mistakeFrom(this.evaluatedMoves, this.#ply, direction, seat);
    if (ply === undefined) return false;
    this.goTo(ply, 0);
    return true;
  }

  /** The move in words: "B sails to area 5"; empty at the start. */
  get description(): string {
    return this.#describe().description;
  }

  /** The current turn up to the move, in words: "B sails to area 5 and builds a Factory…". */
  get turnDescription(): string {
    return this.#describe().turn;
  }

  /** The variations that stand for the move that led here (alternatives to it). */
  get variations(): ReplayLine[] {
    const line = this.#line;
    if (line === undefined) return [];
    const ids = line.variationsAt.get(this.#ply - line.from - 1) ?? [];
    return ids.map((id) => this.#lines[id] as StoredLine);
  }

  /** Whether the position is the start of the game. */
  get atStart(): boolean {
    return this.#ply <= 0;
  }

  /** Whether the position is at the end of its line. */
  get atEnd(): boolean {
    return this.#ply >= this.lastPly;
  }

  /** Goes to the start of the game (on the main line). */
  first(): void {
    this.goTo(0, 0);
  }

  /** Goes back one move (out of a variation from its first move). */
  previous(): void {
    this.goTo(this.#ply - 1);
  }

  /** Goes on one move along the line. */
  next(): void {
    this.goTo(this.#ply + 1);
  }

  /** Goes to the end of the line. */
  last(): void {
    this.goTo(this.lastPly);
  }

  /**
   * Goes to a ply of a line (the current one by default), clamped to what the line reaches; a
   * ply at or before a variation's branch point is on the line it branches from.
   */
  goTo(ply: number, lineId = this.#line?.id ?? 0): void {
    let line = this.#lines[lineId] ?? this.#line;
    if (line === undefined) return;
    let at = Number.isFinite(ply) ? Math.floor(ply) : 0;
    while (line.parent !== undefined && at <= line.from)
      line = this.#lines[line.parent] as StoredLine;
    at = Math.min(Math.max(at, line.from), line.from + line.moves.length);
    this.#move(line, at);
  }

  /** Goes to a position (see {@link ReplayController.goTo}). */
  goToPosition(position: ReplayPosition): void {
    this.goTo(position.ply, position.line);
  }

  /**
   * Enters a variation that stands for the move that led here (the first by default): its first
   * move. Returns false when there is none, or it has no move that replays.
   */
  enter(index = 0): boolean {
    const variation = this.variations[index] as StoredLine | undefined;
    if (variation === undefined || variation.moves.length === 0) return false;
    this.#move(variation, variation.from + 1);
    return true;
  }

  /** Leaves the variation for the move of its parent line it stands for; false on the main line. */
  leave(): boolean {
    const line = this.#line;
    if (line?.parent === undefined) return false;
    this.#move(this.#lines[line.parent] as StoredLine, line.from + 1);
    return true;
  }

  /** Calls `listener` after each change of position; returns the function that stops it. */
  subscribe(listener: (position: ReplayPosition) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #move(line: StoredLine, ply: number): void {
    if (line === this.#line && ply === this.#ply) return;
    this.#line = line;
    this.#ply = ply;
    this.#words = undefined;
    const position = this.position;
    for (const listener of this.#listeners) listener(position);
  }

  /** The words of the move and of its turn so far, from the state where the turn started. */
  #describe(): { description: string; turn: string } {
    if (this.#words !== undefined) return this.#words;
    const line = this.#line;
    const index = line === undefined ? -1 : this.#ply - line.from - 1;
    if (line === undefined || index < 0) {
      this.#words = { description: '', turn: '' };
      return this.#words;
    }
    const marker = line.written.moves[index]?.turn;
    let start = index;
    while (start > 0 && line.written.moves[start - 1]?.turn === marker) start--;
    let state = line.states.stateAt(start);
    const steps: MoveInContext[] = [];
    for (let at = start; at <= index; at++) {
      const move = line.moves[at] as Move;
      const after = at === index ? line.states.stateAt(index + 1) : applyMove(state, move);
      steps.push({ before: state, move, after });
      state = after;
    }
    const last = steps[steps.length - 1] as MoveInContext;
    this.#words = { description: describeMove(last), turn: describeMoves(steps) };
    return this.#words;
  }
}
