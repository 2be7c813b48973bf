import { readFileSync } from 'node:fs';
import {
  applyMove,
  botRandom,
  newGame,
  playOut,
  tableSetupOf,
  weightedRandomBot,
} from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { formatRecord } from '../canonical/format-record.js';
import { parseRecord } from '../parse/parse-records.js';
import { writePosition } from '../position/write-position.js';
import { recordGame } from '../record/record-game.js';
import { replayRecord } from './replay-record.js';

const EXAMPLE = readFileSync(
  new URL('../../examples/from-a-position.agn', import.meta.url),
  'utf8',
);

function replayText(text: string) {
  const parsed = parseRecord(text);
  expect(parsed.errors).toEqual([]);
  return replayRecord(parsed.record!);
}

/** A table game's record, cut at a turn marker: the position there, then the rest of its moves. */
function resumed(seenBy?: number) {
  const seeded = newGame({ players: 4, seed: 'resume' });
  const initial = newGame({ players: 4, setup: tableSetupOf(seeded) });
  const { moves } = playOut(initial, weightedRandomBot(botRandom(9)), (state, move) =>
    applyMove(state, move),
  );
  const record = recordGame({ initial, moves });
  const full = replayRecord(record);
  expect(full.errors).toEqual([]);
  const marker = record.body.findIndex(
    (item, index) => item.kind === 'turn' && index > record.body.length / 2,
  );
  const moveIndex = full.moveItems.findIndex((item) => item > marker);
  const state = full.states[moveIndex]!;
  const header = record.header.filter(
    (item) =>
      item.kind !== 'tag' || !['Start', 'Piles', 'Resources', 'ResourcePile'].includes(item.name),
  );
  header.push({
    kind: 'tag',
    name: 'Position',
    value: writePosition(state, seenBy === undefined ? {} : { seenBy }),
  });
  const text = formatRecord({ header, body: record.body.slice(marker) });
  return { text, full, state };
}

describe('a record from a position ([Position])', () => {
  it('replays the example from its position to its stated result', () => {
    const replay = replayText(EXAMPLE);
    expect(replay.errors).toEqual([]);
    expect(replay.scores?.standings.map((standing) => standing.points)).toEqual([74, 82, 86]);
  });

  it('starts from the position stated, and ends where the whole game ends', () => {
    const { text, full, state } = resumed();
    const replay = replayText(text);
    expect(replay.errors).toEqual([]);
    expect(replay.states[0]).toEqual(state);
    expect(replay.states.at(-1)).toEqual(full.states.at(-1));
  });

  it('fills what the player whose view it is could not see, deciding pile cards when builds need them', () => {
    const { text, full } = resumed(0);
    expect(text).toContain('?');
    const replay = replayText(text);
    expect(replay.errors.filter((error) => error.severity === 'error')).toEqual([]);
    expect(replay.scores?.standings.map((standing) => standing.points)).toEqual(
      full.scores?.standings.map((standing) => standing.points),
    );
    // One warning for each kind of card left open, with how many: not one for each card.
    const messages = replay.errors
      .filter((error) => error.message.startsWith('[Position] leaves'))
      .map((error) => error.message);
    expect(new Set(messages).size).toBe(messages.length);
    expect(messages).toContain(
      "[Position] leaves 2 Shipyard Cards of player D open: replay deals the cards nobody sees, first those the record's later moves take, turn up or play, then in the edition's order",
    );
  });

  it('refuses a position beside a seed', () => {
    const parsed = parseRecord(EXAMPLE.replace('[Position', '[Seed "x"]\n[Position'));
    expect(parsed.errors[0]).toMatchObject({ code: 'header-contradiction', line: 12 });
  });

  it('says which field of a position is wrong, at the tag', () => {
    const parsed = parseRecord(EXAMPLE.replace(/ g9 /, ' q9 '));
    expect(parsed.errors[0]).toMatchObject({ code: 'bad-tag-value', line: 11, column: 1 });
    expect(parsed.errors[0]!.message).toContain('[Position]: the phase');
  });
});
