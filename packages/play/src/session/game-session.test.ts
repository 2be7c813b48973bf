import { currentDecision, legalMoves, stateHash } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { firstMove, localRunner, playOn } from './__fixtures__/sessions.js';
import {
  canUndoSession,
  newSession,
  playBotMove,
  playHumanMove,
  stateOf,
  turnOf,
  undoSession,
  viewerOf,
} from './game-session.js';
import type { PlayError } from './play-error.js';
import type { SeatSpec } from './seats.js';

const HUMAN: SeatSpec = { kind: 'human' };
const HEURISTIC: SeatSpec = { kind: 'bot', bot: 'heuristic' };

/** The error a call throws (fails the test if it throws none). */
function thrown(call: () => unknown): PlayError {
  try {
    call();
  } catch (error) {
    return error as PlayError;
  }
  throw new Error('expected an error');
}

describe('a new session', () => {
  it('seats 2 to 4 players in colour order, named by who plays them', () => {
    const session = newSession([HUMAN, HEURISTIC, { kind: 'bot', bot: 'mcts', ms: 500 }], 7);
    const players = stateOf(session).players;
    expect(players.map((player) => [player.color, player.name])).toEqual([
      ['red', 'Human'],
      ['blue', 'Heuristic bot'],
      ['green', 'MCTS bot (0.5 s)'],
    ]);
    expect(session.timeline.moves).toEqual([]);
  });

  it('refuses 1 or 5 seats, an unknown bot and an MCTS bot without a time (invalid-seats)', () => {
    for (const seats of [
      [HUMAN],
      [HUMAN, HUMAN, HUMAN, HUMAN, HUMAN],
      [HUMAN, { kind: 'bot', bot: 'alpha' }],
      [HUMAN, { kind: 'bot', bot: 'mcts', ms: 0 }],
      [HUMAN, null],
    ])
      expect(thrown(() => newSession(seats as SeatSpec[], 1)).code).toBe('invalid-seats');
  });

  it('is reproducible from its seed', () => {
    expect(stateHash(stateOf(newSession([HUMAN, HUMAN], 3)))).toBe(
      stateHash(stateOf(newSession([HUMAN, HUMAN], 3))),
    );
  });
});

describe('turns', () => {
  it('name the person deciding with the legal moves, or the bot and its kind', () => {
    // At 2 players, player B (seat 1) decides first: the opening cube.
    const human = turnOf(newSession([HEURISTIC, HUMAN], 1));
    expect(human).toMatchObject({ kind: 'human', seat: 1, decision: { kind: 'openingCube' } });
    expect(human.kind === 'human' && human.legal.length).toBeGreaterThan(0);
    expect(turnOf(newSession([HUMAN, HEURISTIC], 1))).toMatchObject({
      kind: 'bot',
      seat: 1,
      choice: { bot: 'heuristic' },
    });
  });

  it('refuse a person’s move while a bot decides, and an illegal move, changing nothing', () => {
    const botFirst = newSession([HUMAN, HEURISTIC], 1);
    const before = JSON.stringify(botFirst);
    const move = legalMoves(stateOf(botFirst))[0]!;
    expect(thrown(() => playHumanMove(botFirst, move)).code).toBe('not-a-human-decision');
    const humanFirst = newSession([HEURISTIC, HUMAN], 1);
    expect(
      thrown(() => playHumanMove(humanFirst, { type: 'placeOpeningCube', seat: 1, track: 99 }))
        .code,
    ).toBe('illegal-move');
    expect(JSON.stringify(botFirst)).toBe(before);
  });

  it('ask the injected runner for a bot’s move with the bot’s view only, and check its answer', async () => {
    const session = newSession([HUMAN, HEURISTIC], 1);
    let asked: Parameters<typeof localRunner>[0] | undefined;
    const next = await playBotMove(session, (request) => {
      asked = request;
      return localRunner(request);
    });
    expect(asked?.view.viewer).toBe(1);
    expect(asked?.choice).toEqual({ bot: 'heuristic' });
    expect(next.timeline.moves).toHaveLength(1);
    const cheat = (async () => ({ type: 'placeOpeningCube', seat: 1, track: 99 })) as never;
    await expect(playBotMove(session, cheat)).rejects.toMatchObject({ code: 'illegal-move' });
    await expect(playBotMove(newSession([HEURISTIC, HUMAN], 1), localRunner)).rejects.toMatchObject(
      { code: 'not-a-bot-decision' },
    );
  });

  it('an MCTS bot with a time budget answers a legal move', async () => {
    const session = newSession([HUMAN, { kind: 'bot', bot: 'mcts', ms: 50 }], 2);
    const next = await playBotMove(session, localRunner);
    expect(next.timeline.moves).toHaveLength(1);
  });

  it('show the board from the person deciding, the first person while a bot decides, all at the end', async () => {
    const session = newSession([HEURISTIC, HUMAN, HUMAN], 4);
    const turn = turnOf(session);
    expect(viewerOf(session)).toBe(turn.kind === 'human' ? turn.seat : 1);
    expect(viewerOf(newSession([HEURISTIC, HEURISTIC], 4))).toBeNull();
  });
});

describe('a whole game', () => {
  for (const seats of [
    [HUMAN, HEURISTIC],
    [HEURISTIC, HUMAN, HEURISTIC],
    [HUMAN, HEURISTIC, HUMAN, HEURISTIC],
  ])
    it(`plays to the final scores with ${seats.length} seats, people and bots`, async () => {
      const over = await playOn(newSession(seats, 11));
      expect(turnOf(over)).toEqual({ kind: 'over' });
      expect(currentDecision(stateOf(over)).kind).toBe('gameOver');
      expect(viewerOf(over)).toBeNull();
    });
});

describe('undo', () => {
  it('takes back a person’s move within the turn, as the engine allows, and nothing else', async () => {
    // Play until a person has a move that can be undone (moves within a turn that reveal nothing).
    const session = await playOn(newSession([HUMAN, HEURISTIC], 5), canUndoSession);
    expect(canUndoSession(session)).toBe(true);
    const undone = undoSession(session);
    expect(undone.timeline.moves).toEqual(session.timeline.moves.slice(0, -1));
    expect(stateHash(stateOf(undone))).toBe(
      stateHash(session.timeline.states.at(-2) ?? stateOf(session)),
    );
    const fresh = newSession([HUMAN, HEURISTIC], 5);
    expect(thrown(() => undoSession(fresh)).code).toBe('nothing-to-undo');
  });

  it('is never offered while a bot decides', async () => {
    let session = newSession([HUMAN, HEURISTIC], 5);
    for (let step = 0; step < 200 && turnOf(session).kind !== 'over'; step++) {
      if (turnOf(session).kind === 'bot') expect(canUndoSession(session)).toBe(false);
      const turn = turnOf(session);
      session =
        turn.kind === 'human'
          ? playHumanMove(session, firstMove(turn.legal))
          : await playBotMove(session, localRunner);
    }
  });
});
