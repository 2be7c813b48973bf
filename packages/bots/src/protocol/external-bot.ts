import type { Move, PlayerView } from '@antarctica-game/engine';
import type { Bot, BotFactory, BotFailure, GameOverInfo } from '../bot.js';
import { BotError } from '../play/bot-error.js';
import { randomBot } from '../random-bot/random-bot.js';
import { ProtocolClient } from './protocol-client.js';

/** Options of {@link externalBot}. */
export interface ExternalBotOptions {
  /** The program, as a shell command line (`python3 my_bot.py`). */
  command: string;
  /** Its working directory (default: this process's). */
  cwd?: string;
  /** A name for tables (default: `cmd:` and the command). */
  name?: string;
  /** Milliseconds the program has for each move (default 1,000). */
  moveMs?: number;
  /** Milliseconds the program has to answer `hello` after it starts (default 10,000). */
  startMs?: number;
  /**
   * The bot that plays the seat for the rest of a game after the program failed in it (default:
   * the weighted random bot, so that a failing program does not look stronger than it is).
   */
  fallback?: BotFactory;
  /** Options sent to the program in `hello`, as they are. */
  options?: Record<string, string>;
  /** The seed sent to the program in `newGame` (default 0). */
  seed?: number;
}

/** A bot played by another program over the bot protocol (docs/bot-protocol.md). */
export interface ExternalBot extends Bot {
  /** The failures of the current game, or of the last one once it is over (empty while the program behaves). */
  readonly failures: readonly BotFailure[];
  /** Stops the program (say `quit`, then kill it) and its helper thread. */
  close(): void;
}

interface Settings {
  moveMs: number;
  fallback: BotFactory;
}

/**
 * A bot that is another program, in any language, speaking the line protocol of
 * docs/bot-protocol.md on its standard input and output. The program is started at the first
 * decision and kept for the following games. It answers at once as far as the game loop can
 * tell: the calling thread waits (for at most `moveMs`) while a helper thread talks to it.
 *
 * A program that cannot start, ends, answers something that is not a move, a move that is not
 * legal, or nothing within `moveMs`, is stopped; its seat is played by `fallback` for the rest of
 * that game and the failure is listed in `failures`; the next game starts it afresh (after three
 * failed starts in a row, no more tries).
 *
 * @example
 * ```ts
 * const bot = externalBot({ command: 'python3 examples/random_bot.py', moveMs: 2000 });
 * // … play games with it …
 * bot.close();
 * ```
 */
export function externalBot(options: ExternalBotOptions): ExternalBot {
  const settings = checkSettings(options);
  const client = new ProtocolClient({
    command: options.command,
    cwd: options.cwd ?? process.cwd(),
    startMs: options.startMs ?? 10_000,
    options: options.options ?? {},
  });
  const name = options.name ?? `cmd:${options.command}`;
  const seed = options.seed ?? 0;
  let game: GuardedGame | null = null;
  let over = false;
  let last: { viewer: number; moves: number } | null = null;
  return {
    name,
    get failures() {
      return game?.failures ?? [];
    },
    chooseMove(view, legal) {
      // A new game: the first decision, after gameOver, or a view from another game.
      if (
        over ||
        game === null ||
        last === null ||
        view.viewer !== last.viewer ||
        view.moves < last.moves
      ) {
        game = new GuardedGame(client, seed, settings);
        over = false;
      }
      last = { viewer: view.viewer, moves: view.moves };
      return game.chooseMove(view, legal);
    },
    gameOver(result) {
      if (!over) game?.gameOver(result);
      over = true;
    },
    close() {
      client.close();
    },
  };
}

/**
 * The bot of one seat in one game: asks the program, and after a failure asks the fallback bot
 * for the rest of the game.
 */
export class GuardedGame {
  readonly failures: BotFailure[] = [];
  private started = false;
  private fallback: Bot | null = null;

  constructor(
    private readonly client: ProtocolClient,
    private readonly seed: number,
    private readonly settings: Settings,
  ) {}

  chooseMove(view: PlayerView, legal: readonly Move[]): Move {
    if (this.fallback === null) {
      let answer: Move | BotFailure | null = null;
      if (!this.started) {
        this.started = true;
        answer = this.client.beginGame(view, this.seed);
      }
      answer ??= this.client.decide(view, legal, this.settings.moveMs);
      if (!isFailure(answer)) return answer;
      this.failures.push(answer);
      this.fallback = this.settings.fallback(this.seed);
    }
    return this.fallback.chooseMove(view, legal) as Move;
  }

  gameOver(result: GameOverInfo): void {
    if (this.fallback === null && this.started) this.client.endGame(result);
    this.fallback?.gameOver?.(result);
  }
}

function isFailure(answer: Move | BotFailure): answer is BotFailure {
  return 'kind' in answer && 'message' in answer && !('seat' in answer);
}

/**
 * The settings of an external bot, checked.
 *
 * @throws {@link BotError} `invalid-options` for an empty command or a time that is not a
 * positive number of milliseconds.
 */
export function checkSettings(options: ExternalBotOptions): Settings {
  if (typeof options.command !== 'string' || options.command.trim() === '')
    throw new BotError('invalid-options', 'an external bot needs a command');
  for (const [key, value] of [
    ['moveMs', options.moveMs],
    ['startMs', options.startMs],
  ] as const) {
    if (value !== undefined && !(Number.isFinite(value) && value > 0 && value <= 3_600_000))
      throw new BotError(
        'invalid-options',
        `${key} must be a positive number of milliseconds up to an hour, not ${String(value)}`,
      );
  }
  return {
    moveMs: options.moveMs ?? 1000,
    fallback: options.fallback ?? ((seed) => randomBot({ seed })),
  };
}
