// Drives a game session on the page: plays the person's moves, lets the bots think (through the
// injected runner) until a person decides again, saves after every move, and reports changes.
import type { Move } from '@antarctica-game/engine';
import {
  type BotRunner,
  canUndoSession,
  type GameSession,
  newSession,
  playBotMove,
  playHumanMove,
  turnOf,
  undoSession,
} from '../session/game-session.js';
import { restoreSession, saveSession } from '../session/saved-session.js';
import type { SeatSpec } from '../session/seats.js';
import type { GameStore } from './game-store.js';

/** Options of a {@link GameController}. */
export interface GameControllerOptions {
  /** Where the bots think. */
  runner: BotRunner;
  /** Where the game is saved after every move. */
  store: GameStore;
  /** Called after every change (a move, a bot starting to think, an error). */
  onChange: () => void;
  /** A pause before each bot move, so that a person sees the moves go by (ms, default 0). */
  botPause?: number;
}

/** The game on the page, with its bots and its save. */
export class GameController {
  /** The game, or null before one starts. */
  session: GameSession | null = null;
  /** Whether a bot is thinking now. */
  thinking = false;
  /** The last problem to show (a bot that failed, a save that could not be written), or null. */
  problem: string | null = null;
  readonly #options: GameControllerOptions;
  /** Bumped by every new game, undo and move: an answer for an older position is dropped. */
  #generation = 0;

  constructor(options: GameControllerOptions) {
    this.#options = options;
  }

  /** Starts a new game for the seats, replacing the saved one. */
  start(seats: readonly SeatSpec[], seed: number): void {
    this.#set(newSession(seats, seed));
  }

  /**
   * Restores a saved game (and goes on with the bots if one decides).
   *
   * @throws PlayError `damaged-save`: nothing is changed, the save is left as it was.
   */
  restore(text: string): void {
    const session = restoreSession(text);
    this.session = session;
    this.#changed(false);
  }

  /** Plays a person's move; a refused one is shown as the problem and changes nothing. */
  humanMove(move: Move): void {
    if (this.session === null) return;
    try {
      this.#set(playHumanMove(this.session, move));
    } catch (error) {
      this.problem = (error as Error).message;
      this.#options.onChange();
    }
  }

  /** Whether the person deciding now can take back their last move. */
  get canUndo(): boolean {
    return this.session !== null && !this.thinking && canUndoSession(this.session);
  }

  /** Takes back the last move of the person deciding now (see {@link canUndoSession}). */
  undo(): void {
    if (this.session !== null && this.canUndo) this.#set(undoSession(this.session));
  }

  /** Stops the bots' work for this game (the page leaves it). */
  stop(): void {
    this.#generation++;
    this.thinking = false;
  }

  #set(session: GameSession): void {
    this.session = session;
    this.problem = null;
    this.#changed(true);
  }

  #changed(save: boolean): void {
    this.#generation++;
    // An older position's bot is no longer awaited; #runBots says if a new one thinks.
    this.thinking = false;
    if (save && this.session !== null) {
      try {
        this.#options.store.save(saveSession(this.session));
      } catch (error) {
        this.problem = `the game could not be saved: ${(error as Error).message}`;
      }
    }
    this.#options.onChange();
    void this.#runBots(this.#generation);
  }

  async #runBots(generation: number): Promise<void> {
    const session = this.session;
    if (session === null || turnOf(session).kind !== 'bot') return;
    this.thinking = true;
    this.#options.onChange();
    try {
      const pause = this.#options.botPause ?? 0;
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
      if (generation !== this.#generation) return;
      const next = await playBotMove(session, this.#options.runner);
      if (generation !== this.#generation) return;
      this.thinking = false;
      this.#set(next);
    } catch (error) {
      if (generation !== this.#generation) return;
      this.thinking = false;
      this.problem = (error as Error).message;
      this.#options.onChange();
    }
  }
}
