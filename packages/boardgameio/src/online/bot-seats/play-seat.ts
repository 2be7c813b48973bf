// The bot seats of a match, played in the server's process through boardgame.io's own socket
// client, exactly as a remote player would play them: the bots never touch the store or the
// master, so the engine judges their moves as it judges a person's.
import { type Bot, heuristicBot, mctsBot } from '@antarctica-game/bots';
import type { Game } from 'boardgame.io';
import { Client, SocketIO } from '../../boardgameio/client.js';
import { chooseMove } from '../../bot-class.js';
import { type AntarcticaClientG, moveArguments } from '../../client-state.js';
import type { BotKind } from '../../setup-data.js';

/** What one bot seat needs. */
export interface BotSeatOptions {
  /** The server's own URL (the bot connects to its own instance). */
  serverUrl: string;
  game: Game;
  matchID: string;
  playerID: string;
  credentials: string;
  numPlayers: number;
  kind: BotKind;
  /** The seed of the bot's own generator (its choices, not the game's). */
  seed: number;
  /** A pause before each move (ms), so that a person sees the bots' moves one by one. */
  pauseMs: number;
  /** Asks again (a new sync) when a move got no answer for this long (ms). */
  stallMs?: number;
  log: (line: string) => void;
}

/** A bot seat being played; `stop` leaves the match (the game stays as it is). */
export interface BotSeat {
  stop(): void;
  /** Settles when the game is over or the seat was stopped. */
  done: Promise<void>;
}

/** The project's bot of a kind: MCTS thinks a quarter of a second per move on the server. */
export function botOfKind(kind: BotKind, seed: number): Bot {
  return kind === 'mcts' ? mctsBot({ budget: { ms: 250 }, seed }) : heuristicBot({ seed });
}

interface SeatState {
  G: AntarcticaClientG;
  ctx: { gameover?: unknown };
  _stateID: number;
}

/** Plays one seat of a match with one of the project's bots until the game is over. */
export function playBotSeat(options: BotSeatOptions): BotSeat {
  const bot = botOfKind(options.kind, options.seed);
  const client = Client({
    game: options.game,
    multiplayer: SocketIO({ server: options.serverUrl }),
    matchID: options.matchID,
    playerID: options.playerID,
    credentials: options.credentials,
    numPlayers: options.numPlayers,
    debug: false,
  });
  let finished = false;
  let deciding = false;
  let sentAt: { stateID: number; time: number } | undefined;
  let resolveDone: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    resolveDone = resolve;
  });
  const stop = () => {
    if (finished) return;
    finished = true;
    clearInterval(watchdog);
    unsubscribe();
    client.stop();
    resolveDone();
  };
  const decide = (state: SeatState) => {
    deciding = true;
    const act = async () => {
      if (options.pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
      return chooseMove(bot, state.G, options.playerID);
    };
    act().then(
      (move) => {
        deciding = false;
        if (finished) return;
        const now = client.getState() as unknown as SeatState | null;
        // The state moved on while the bot thought: look at it afresh.
        if (now?._stateID !== state._stateID) return now && onState(now);
        sentAt = { stateID: state._stateID, time: Date.now() };
        client.moves[move.type]?.(moveArguments(move));
      },
      (error: Error) => {
        deciding = false;
        options.log(`bot seat ${options.playerID} of ${options.matchID}: ${error.message}`);
        stop();
      },
    );
  };
  const onState = (state: SeatState | null) => {
    if (finished || state === null || !state.G) return;
    if (state.ctx.gameover !== undefined) return stop();
    if (deciding || state.G.legalMoves.length === 0) return;
    if (sentAt?.stateID === state._stateID) return;
    decide(state);
  };
  const unsubscribe = client.subscribe((state) => onState(state as unknown as SeatState | null));
  // A move the server dropped (sent on a state that had just moved on) gets no answer: ask for
  // the state again and decide anew. Socket drops are boardgame.io's: it syncs on reconnecting.
  const watchdog = setInterval(() => {
    if (sentAt === undefined || Date.now() - sentAt.time < (options.stallMs ?? 5000)) return;
    sentAt = undefined;
    client.updateCredentials(options.credentials);
  }, 1000);
  watchdog.unref?.();
  client.start();
  return { stop, done };
}
