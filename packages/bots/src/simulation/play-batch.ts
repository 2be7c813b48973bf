import {
  applyMove,
  finalScores,
  type GameState,
  legalMoves,
  type Move,
  newGame,
} from '@antarctica-game/engine';
import type { Bot } from '../bot.js';
import { botTurn } from '../play/decide.js';
import { tellGameOver } from '../play/game-over.js';
import { createRandom, deriveSeed } from '../random.js';
import {
  type Aggregate,
  addGame,
  CATEGORIES,
  type Category,
  emptyAggregate,
  type GameOutcome,
  type SeatFailure,
} from './aggregate.js';
import { parseBotSpec } from './bot-spec.js';
import { botOfSeat, type SimulationConfig } from './config.js';

/** A batch of games to play: `[start, end)` of a study. */
export interface Batch {
  config: SimulationConfig;
  start: number;
  end: number;
  /** Whether to return each game as a notation record. */
  records: boolean;
  /**
   * Return after the first game that ends this many milliseconds or more after the batch began
   * (the games left are handed out again), so that finished games reach the main thread, its
   * progress and its checkpoints within a fraction of a second however slow the bots are.
   */
  reportMs?: number;
  /**
   * A shared flag (one `Int32Array` slot) that the main thread sets to stop the run: checked
   * between moves, a game still running is dropped and the batch returns the games it finished.
   */
  stop?: SharedArrayBuffer;
}

/** What a batch gives back. */
export interface BatchResult {
  start: number;
  end: number;
  aggregate: Aggregate;
  /** `[game index, record text]` of each game, when records were asked for. */
  records: Array<[number, string]>;
}

/** One game of a study, as played. */
export interface StudyGame {
  /** What the simulation counts of it. */
  outcome: GameOutcome;
  /** The state it started from. */
  initial: GameState;
  /** Its moves. */
  moves: Move[];
  /** The engine seed it was set up with. */
  seed: string;
}

/** The seed of game `index` of a study. */
export function gameSeed(config: SimulationConfig, index: number): string {
  return `${config.seed}/${index}`;
}

/** Plays one game of a study; the same config and index always give the same game (bots with an iteration or no budget). */
export function playStudyGame(config: SimulationConfig, index: number): StudyGame {
  return playStudyGameUnless(config, index, () => false) as StudyGame;
}

/**
 * {@link playStudyGame}, asking `shouldStop` before every move: `null` when it said stop (the
 * game is dropped unfinished, its bots are not told it is over).
 */
export function playStudyGameUnless(
  config: SimulationConfig,
  index: number,
  shouldStop: () => boolean,
): StudyGame | null {
  const seed = gameSeed(config, index);
  const initial = newGame({
    players: config.players,
    seed,
    rules: config.rules,
    shipPlacement: config.shipPlacement,
  });
  const labels: string[] = [];
  const fallbacks: Array<string | undefined> = [];
  const bots: Bot[] = [];
  for (let seat = 0; seat < config.players; seat++) {
    const spec = parseBotSpec(botOfSeat(config, index, seat));
    labels.push(spec.label);
    fallbacks.push(spec.fallback);
    bots.push(spec.create(deriveSeed(config.seed, index, seat)));
  }
  const chance = createRandom(deriveSeed(config.seed, index, 'chance'));
  const moves: Move[] = [];
  let state = initial;
  let turns = 0;
  let stopped = false;
  for (;;) {
    if (shouldStop()) return null;
    const turn = botTurn(state);
    let move: Move;
    if (turn === null) {
      const legal = legalMoves(state);
      if (legal.length === 0) break;
      move = legal[chance.below(legal.length)] as Move;
    } else {
      move = (bots[turn.seat] as Bot).chooseMove(turn.view, turn.legal) as Move;
    }
    if (moves.length >= config.maxMoves) {
      stopped = true;
      break;
    }
    if (move.type === 'sail') turns++;
    state = applyMove(state, move);
    moves.push(move);
  }
  // Programs are told the scores (and may then be reused for the next game); their failures
  // in this game are read once it is over.
  tellGameOver(bots, state, stopped);
  const failures: SeatFailure[] = [];
  bots.forEach((bot, seat) => {
    for (const failure of bot.failures ?? [])
      failures.push({
        seat,
        game: index,
        kind: failure.kind,
        move: failure.move,
        message: failure.message,
        ...(failure.stderr === undefined ? {} : { stderr: failure.stderr }),
        ...(fallbacks[seat] === undefined ? {} : { fallback: fallbacks[seat] }),
      });
  });
  const result = finalScores(state);
  const categories = state.players.map(
    () =>
      Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<Category, number>,
  );
  for (const category of result.categories) {
    category.players.forEach((player, seat) => {
      const target = categories[seat];
      if (target !== undefined) target[category.kind] += player.points;
    });
  }
  const colors = state.players.map((player) => player.color);
  return {
    outcome: {
      bots: labels,
      points: result.standings.map((standing) => standing.points),
      categories,
      winners: result.winners.map((color) => colors.indexOf(color)),
      decidedBy: result.decidedBy,
      ended: stopped ? 'moveLimit' : (state.ended ?? 'moveLimit'),
      moves: moves.length,
      turns,
      ...(failures.length > 0 ? { failures } : {}),
    },
    initial,
    moves,
    seed,
  };
}

/** Writes a played game as the text of a notation record. */
export type GameRecorder = (
  game: {
    initial: GameState;
    moves: readonly Move[];
    seed: string;
    bots: readonly string[];
    failures?: readonly SeatFailure[];
  },
  index: number,
) => string;

/**
 * A {@link GameRecorder} through `@antarctica-game/notation` (`recordGame`, `formatRecord`),
 * loaded only when records are asked for.
 */
export async function notationRecorder(): Promise<GameRecorder> {
  const { formatRecord, recordGame } = await import('@antarctica-game/notation');
  return (game, index) =>
    formatRecord(
      recordGame(
        { initial: game.initial, moves: game.moves },
        {
          seed: game.seed,
          tags: [
            ['Event', 'antarctica-sim'],
            ['Round', String(index + 1)],
            ['Bots', botsTag(game.bots)],
            ...(game.failures === undefined || game.failures.length === 0
              ? []
              : [['BotFailures', failuresTag(game.failures)] as [string, string]]),
          ],
        },
      ),
    );
}

/**
 * The value of a record's `BotFailures` tag: each failure of the game as `<seat> <kind> at move
 * <n>: <message>`, with `stderr: <last lines>` when the program wrote any, separated by ` | `
 * (line breaks become ` / `).
 */
export function failuresTag(failures: readonly SeatFailure[]): string {
  return failures
    .map(
      (failure) =>
        `${'ABCD'[failure.seat] ?? failure.seat} ${failure.kind} at move ${failure.move}: ${failure.message}${failure.stderr === undefined ? '' : `; stderr: ${failure.stderr}`}`,
    )
    .join(' | ')
    .replace(/\s*[\r\n]+\s*/g, ' / ');
}

/**
 * The value of a record's `Bots` tag: `A=<label> B=<label> …`, a label with a space, a comma or a
 * quote written as a JSON string (`A="cmd:python3 bot.py" B=random`), so that the tag reads back.
 */
export function botsTag(labels: readonly string[]): string {
  return labels
    .map((label, seat) => `${'ABCD'[seat]}=${/[\s",]/.test(label) ? JSON.stringify(label) : label}`)
    .join(' ');
}

/**
 * Plays a batch of games; `shouldStop` (and the batch's `stop` flag) is asked before every move;
 * `recorder` writes each game's record when the batch asks for records. The result ends before
 * `batch.end` when the run was stopped or the batch's `reportMs` ran out: `end` is then the first
 * game not played.
 */
export function playBatch(
  batch: Batch,
  shouldStop: () => boolean = () => false,
  recorder?: GameRecorder,
): BatchResult {
  const aggregate = emptyAggregate(batch.config.players);
  const records: Array<[number, string]> = [];
  const flag = batch.stop === undefined ? null : new Int32Array(batch.stop);
  const stop = flag === null ? shouldStop : () => Atomics.load(flag, 0) !== 0 || shouldStop();
  const began = Date.now();
  let index = batch.start;
  for (; index < batch.end; index++) {
    if (index > batch.start && batch.reportMs !== undefined && Date.now() - began >= batch.reportMs)
      break;
    const game = playStudyGameUnless(batch.config, index, stop);
    if (game === null) break;
    addGame(aggregate, game.outcome);
    if (batch.records && recorder !== undefined) {
      records.push([
        index,
        recorder(
          {
            initial: game.initial,
            moves: game.moves,
            seed: game.seed,
            bots: game.outcome.bots,
            ...(game.outcome.failures === undefined ? {} : { failures: game.outcome.failures }),
          },
          index,
        ),
      ]);
    }
  }
  return { start: batch.start, end: index, aggregate, records };
}
