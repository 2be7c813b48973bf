import type { Move, PlayerView } from '@antarctica-game/engine';
import type { BotFailure, GameOverInfo } from '../bot.js';
import { sameMove } from '../play/decide.js';
import {
  type DriverMessage,
  PROTOCOL_VERSION,
  readMoveAnswer,
  shorten,
  wireView,
} from './messages.js';
import { ProcessHost } from './process-host.js';

/** How a {@link ProtocolClient} runs its program. */
export interface ClientSettings {
  /** The shell command line. */
  command: string;
  /** Its working directory. */
  cwd: string;
  /** Milliseconds for `hello` to be answered after the start. */
  startMs: number;
  /** Options sent in `hello`. */
  options: Record<string, string>;
}

/** Starts after which a client stops trying (each start that failed in a row). */
const MAX_FAILED_STARTS = 3;

/**
 * The driver's side of the protocol for one program: starts it (again after a failure, at the
 * next game), says hello, and turns each message and answer into a move or a {@link BotFailure}.
 * Every failure stops the program; the next game starts a fresh one.
 */
export class ProtocolClient {
  private host: ProcessHost | null = null;
  private running = false;
  private failedStarts = 0;
  /** The name the program gave in `hello`. */
  name: string | null = null;

  constructor(private readonly settings: ClientSettings) {}

  /** Starts a game for the seat of `view` (starting the program first if needed). */
  beginGame(view: PlayerView, seed: number): BotFailure | null {
    const failure = this.ensureRunning(view.moves);
    if (failure !== null) return failure;
    this.send({
      type: 'newGame',
      seat: view.viewer,
      players: view.players.length,
      seed,
      rules: view.rules,
      edition: view.edition,
    });
    return null;
  }

  /** Asks for a move; the program has `moveMs` milliseconds. */
  decide(view: PlayerView, legal: readonly Move[], moveMs: number): Move | BotFailure {
    const host = this.host;
    if (host === null || !this.running)
      return this.fail('crash', view.moves, 'the program is not running');
    host.write(
      JSON.stringify({
        type: 'decide',
        view: wireView(view),
        legal,
        time: { moveMs },
      } satisfies DriverMessage),
    );
    const read = host.read(moveMs);
    if ('timeout' in read) return this.fail('timeout', view.moves, `no answer within ${moveMs} ms`);
    if ('exit' in read)
      return this.fail('crash', view.moves, `the program ended (${read.exit})`, read.stderr);
    const answer = readMoveAnswer(read.line, legal);
    if (!answer.ok) return this.fail(answer.kind, view.moves, answer.message);
    if (answer.byIndex) return answer.move;
    const match = legal.find((move) => sameMove(move, answer.move));
    if (match === undefined)
      return this.fail('illegal', view.moves, `not a legal move: ${shorten(read.line)}`);
    return match;
  }

  /**
   * Starts the program, says hello and stops it again: the failure if it cannot start (with the
   * end of its standard error), else `null`. A study calls it before its first game.
   */
  probe(): BotFailure | null {
    const failure = this.ensureRunning(0);
    this.close();
    return failure;
  }

  /** Tells the program the game is over (if it is still playing it). */
  endGame(result: GameOverInfo): void {
    if (!this.running) return;
    this.send({
      type: 'gameOver',
      view: wireView(result.view),
      points: result.points,
      winners: result.winners,
      ended: result.ended,
    });
  }

  /**
   * Stops the program (it is started again at the next game); returns the end of its standard
   * error.
   */
  stop(): string {
    this.running = false;
    return this.host?.stop() ?? '';
  }

  /** Says `quit`, stops the program and its helper thread. */
  close(): void {
    if (this.running) this.send({ type: 'quit' });
    this.running = false;
    this.host?.close();
    this.host = null;
  }

  private ensureRunning(move: number): BotFailure | null {
    if (this.running) return null;
    if (this.failedStarts >= MAX_FAILED_STARTS)
      return {
        kind: 'start',
        move,
        message: `not started again after ${MAX_FAILED_STARTS} failed starts in a row`,
      };
    this.host ??= new ProcessHost(this.settings.command, this.settings.cwd);
    const failure = this.startAndGreet(move);
    if (failure === null) {
      this.failedStarts = 0;
      this.running = true;
      return null;
    }
    this.failedStarts++;
    return withStderr(failure, this.host.stop());
  }

  private startAndGreet(move: number): BotFailure | null {
    const host = this.host as ProcessHost;
    const error = host.start();
    if (error !== null) return { kind: 'start', move, message: error };
    host.write(
      JSON.stringify({
        type: 'hello',
        protocol: PROTOCOL_VERSION,
        options: this.settings.options,
      } satisfies DriverMessage),
    );
    const read = host.read(this.settings.startMs);
    if ('timeout' in read)
      return { kind: 'start', move, message: `no hello within ${this.settings.startMs} ms` };
    if ('exit' in read) return { kind: 'start', move, message: `the program ended (${read.exit})` };
    let hello: { type?: unknown; protocol?: unknown; name?: unknown } | null = null;
    try {
      hello = JSON.parse(read.line);
    } catch {
      // Refused below.
    }
    if (hello === null || typeof hello !== 'object' || hello.type !== 'hello')
      return { kind: 'start', move, message: `expected a hello, got: ${shorten(read.line)}` };
    if (hello.protocol !== PROTOCOL_VERSION)
      return {
        kind: 'start',
        move,
        message: `the program speaks protocol ${String(hello.protocol)}, not ${PROTOCOL_VERSION}`,
      };
    this.name = typeof hello.name === 'string' ? hello.name : null;
    return null;
  }

  private send(message: DriverMessage): void {
    this.host?.write(JSON.stringify(message));
  }

  private fail(
    kind: BotFailure['kind'],
    move: number,
    message: string,
    stderr?: string,
  ): BotFailure {
    const rest = this.stop();
    return withStderr({ kind, move, message }, rest === '' ? (stderr ?? '') : rest);
  }
}

/** How many of the last lines of a program's standard error a failure keeps. */
const STDERR_LINES = 5;

/** The failure with the last lines of the program's standard error, if it wrote any. */
function withStderr(failure: BotFailure, stderr: string): BotFailure {
  const lines = lastLines(stderr);
  return lines === '' ? failure : { ...failure, stderr: lines };
}

/** The last {@link STDERR_LINES} non-empty lines of a text, at most 600 characters. */
export function lastLines(text: string): string {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return lines.slice(-STDERR_LINES).join('\n').slice(-600);
}
