import { stateHash } from '@antarctica-game/engine';
import { expect, it } from 'vitest';
import { botGame } from './__fixtures__/bot-games.js';
import { formatRecord, parseRecord, recordGame, replayRecord } from './index.js';

it('smoke', () => {
  for (const players of [2, 3, 4] as const) {
    const game = botGame(players, 1);
    const record = recordGame(game, { seed: game.seed, tags: { Event: 'Smoke' } });
    const text = formatRecord(record);
    if (players === 4) console.log(text, text.length, JSON.stringify(game.moves).length);
    const parsed = parseRecord(text);
    expect(parsed.errors).toEqual([]);
    const replay = replayRecord(parsed.record!);
    expect(replay.errors).toEqual([]);
    expect(replay.moves).toEqual(game.moves);
    expect(replay.states.map(stateHash)).toEqual(game.states.map(stateHash));
    const table = formatRecord(recordGame(game));
    if (players === 4) console.log(table);
    const tableReplay = replayRecord(parseRecord(table).record!);
    expect(tableReplay.errors).toEqual([]);
    expect(tableReplay.scores?.standings).toEqual(replay.scores?.standings);
  }
});
