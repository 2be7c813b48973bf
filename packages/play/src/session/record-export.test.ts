import { stateHash } from '@antarctica-game/engine';
import { parseRecord, replayRecord } from '@antarctica-game/notation';
import { describe, expect, it } from 'vitest';
import { playOn } from './__fixtures__/sessions.js';
import { newSession, stateOf } from './game-session.js';
import { recordFileName, recordText } from './record-export.js';

describe('the record of a played game', () => {
  it('is .agn text that replays to the same final position and scores', async () => {
    const over = await playOn(
      newSession([{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }, { kind: 'human' }], 21),
    );
    const text = recordText(over, new Date('2026-11-26T18:45:00Z'));
    expect(text).toMatch(/\[Date "2026\.11\.26"\]/);
    expect(text).toMatch(/\[Event "Antarctica play page"\]/);
    const { record, errors } = parseRecord(text);
    expect(errors).toEqual([]);
    const replay = replayRecord(record!);
    expect(replay.ok).toBe(true);
    expect(stateHash(replay.states.at(-1)!)).toBe(stateHash(stateOf(over)));
    expect(replay.scores).not.toBeNull();
  });

  it('can be written for a game still running', async () => {
    const running = await playOn(
      newSession([{ kind: 'human' }, { kind: 'human' }], 2),
      (s) => s.timeline.moves.length >= 10,
    );
    const replay = replayRecord(parseRecord(recordText(running)).record!);
    expect(replay.moves).toHaveLength(10);
    expect(replay.scores).toBeNull();
  });

  it('has a file name with the date and time', () => {
    expect(recordFileName(new Date('2026-11-26T18:45:12Z'))).toBe('antarctica-2026-11-26-1845.agn');
  });
});
