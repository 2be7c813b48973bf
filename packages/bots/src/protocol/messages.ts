import type { Move, PlayerView, RuleOptions } from '@antarctica-game/engine';

/**
 * The version of the bot protocol (docs/bot-protocol.md). A program answers `hello` with the
 * version it speaks; the driver refuses any other.
 */
export const PROTOCOL_VERSION = 1;

/** A view as sent over the protocol: the edition is sent once, in `newGame`. */
export type WireView = Omit<PlayerView, 'edition'>;

/** The messages the driver sends to a program, one JSON object per line. */
export type DriverMessage =
  | {
      /**
       * The first message of a session, before any game: the program answers with the protocol it
       * speaks.
       */
      type: 'hello';
      /** The protocol version the driver speaks ({@link PROTOCOL_VERSION}). */
      protocol: number;
      /** Options from the bot spec or the API, passed on as they are. */
      options: Record<string, string>;
    }
  | {
      /** A game starts; every `decide` until `gameOver` belongs to it. */
      type: 'newGame';
      /** The program's seat in this game (0 is A). */
      seat: number;
      /** The number of players at the table (2 to 4). */
      players: number;
      /** A seed for the program's own randomness, so that a game can be replayed. */
      seed: number;
      /** The rule readings of this game, every one set. */
      rules: RuleOptions;
      /** The edition's data (Building Cards, tracks, …) that views refer to by index. */
      edition: PlayerView['edition'];
    }
  | {
      /** It is the program's turn to choose: it answers with one of `legal`. */
      type: 'decide';
      /** What the program's seat may see now (the edition as sent in `newGame`). */
      view: WireView;
      /** The moves allowed now; an answer names one by its index here or by an equal move. */
      legal: readonly Move[];
      /** Milliseconds the program has for this answer, from when the line was written. */
      time: {
        /** The time limit in milliseconds. */
        moveMs: number;
      };
    }
  | {
      /** The game has ended; the program answers nothing. */
      type: 'gameOver';
      /** The final view of the program's seat. */
      view: WireView;
      /** Victory Points by seat. */
      points: number[];
      /** The winning seats. */
      winners: number[];
      /** Why the game ended (`moveLimit` for a game stopped by the driver). */
      ended: string;
    }
  | {
      /** The driver is done: the program should exit. */
      type: 'quit';
    };

/** A view without its edition, for the wire. */
export function wireView(view: PlayerView): WireView {
  const { edition: _edition, ...rest } = view;
  return rest;
}

/** What a program's answer to `decide` was read as. */
export type ReadAnswer =
  | { ok: true; move: Move; byIndex: boolean }
  | { ok: false; kind: 'garbage' | 'illegal'; message: string };

/**
 * Reads a program's answer to `decide`: `{"type":"move","index":i}` (a position in `legal`) or
 * `{"type":"move","move":{…}}` (a move equal to one of them).
 */
export function readMoveAnswer(line: string, legal: readonly Move[]): ReadAnswer {
  let answer: unknown;
  try {
    answer = JSON.parse(line);
  } catch {
    return { ok: false, kind: 'garbage', message: `not JSON: ${shorten(line)}` };
  }
  if (
    typeof answer !== 'object' ||
    answer === null ||
    (answer as { type?: unknown }).type !== 'move'
  )
    return { ok: false, kind: 'garbage', message: `not a move message: ${shorten(line)}` };
  const { index, move } = answer as { index?: unknown; move?: unknown };
  if (index !== undefined) {
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= legal.length)
      return {
        ok: false,
        kind: 'illegal',
        message: `index ${shorten(JSON.stringify(index) ?? '')} is not from 0 to ${legal.length - 1}`,
      };
    return { ok: true, move: legal[index] as Move, byIndex: true };
  }
  if (typeof move !== 'object' || move === null)
    return {
      ok: false,
      kind: 'garbage',
      message: `a move message needs "index" or "move": ${shorten(line)}`,
    };
  return { ok: true, move: move as Move, byIndex: false };
}

/** At most 200 characters of a line, for messages. */
export function shorten(text: string): string {
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}
