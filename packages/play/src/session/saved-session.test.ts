import { stateHash } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { playOn } from './__fixtures__/sessions.js';
import { canUndoSession, newSession, stateOf, turnOf } from './game-session.js';
import type { PlayError } from './play-error.js';
import { restoreSession, saveSession } from './saved-session.js';
import type { SeatSpec } from './seats.js';

const SEATS: SeatSpec[] = [{ kind: 'human' }, { kind: 'bot', bot: 'mcts', ms: 1000 }];

function refusal(text: string): PlayError {
  try {
    restoreSession(text);
  } catch (error) {
    return error as PlayError;
  }
  throw new Error('expected the save to be refused');
}

describe('saving and restoring', () => {
  it('gives back the same game, seats and seed, with the undo that was possible', async () => {
    const session = await playOn(
      newSession([{ kind: 'human' }, { kind: 'human' }], 9),
      canUndoSession,
    );
    expect(canUndoSession(session)).toBe(true);
    const restored = restoreSession(saveSession(session));
    expect(restored.seats).toEqual(session.seats);
    expect(restored.seed).toBe(9);
    expect(stateHash(stateOf(restored))).toBe(stateHash(stateOf(session)));
    expect(restored.timeline.undoable).toBe(session.timeline.undoable);
    expect(turnOf(restored)).toEqual(turnOf(session));
  });

  it('restores a finished game as finished', async () => {
    const over = await playOn(
      newSession([{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }], 3),
    );
    expect(turnOf(restoreSession(saveSession(over)))).toEqual({ kind: 'over' });
  });

  it('refuses damaged saves with what is wrong (damaged-save)', async () => {
    const session = await playOn(newSession(SEATS, 4), (s) => s.timeline.moves.length >= 6);
    const text = saveSession(session);
    const saved = JSON.parse(text);
    const cases: Array<[string, string | RegExp]> = [
      [text.slice(0, text.length / 2), /not JSON/],
      ['[]', /not a saved game/],
      [JSON.stringify({ ...saved, format: 'something' }), /not a saved game of the play page/],
      [JSON.stringify({ ...saved, version: 2 }), /version 2 is not readable/],
      [JSON.stringify({ ...saved, seats: [{ kind: 'human' }] }), /2 to 4 seats/],
      [
        JSON.stringify({ ...saved, seats: [saved.seats[0], { kind: 'bot', bot: 'x' }] }),
        /seat 2: unknown bot/,
      ],
      [JSON.stringify({ ...saved, seed: 'abc' }), /seed/],
      [JSON.stringify({ ...saved, moves: {} }), /moves are not a list/],
      [
        JSON.stringify({
          ...saved,
          moves: [...saved.moves.slice(0, 3), { type: 'sail', seat: 0, to: 42 }],
        }),
        /move 4 of 4 cannot be played/,
      ],
      [JSON.stringify({ ...saved, moves: [saved.moves[1], saved.moves[0]] }), /move 1 of 2/],
    ];
    for (const [damaged, message] of cases) {
      const error = refusal(damaged);
      expect(error.code, damaged.slice(0, 80)).toBe('damaged-save');
      expect(error.message).toMatch(/^the saved game is damaged: /);
      expect(error.message).toMatch(message);
    }
  });
});
