import type { Move } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { benchBotGame } from '../__fixtures__/bot-games.js';
import { formatRecord } from '../canonical/format-record.js';
import { parseRecord } from '../parse/parse-records.js';
import { writePosition } from '../position/write-position.js';
import { recordGame } from '../record/record-game.js';
import { replayRecord } from './replay-record.js';

// Four-player bot games written as table records (every card stated), each resumed from the
// position at a turn marker as one seat saw it (`?` for the piles, the Shipyard pile and the
// other players' Shipyard Cards): every such record replays to the game's own moves and scores.
// The Shipyard pile the seat did not see must hold the cards that later moves take from it or
// turn up (`Cti`, `wif`, or a `w?` with its picks): dealt in the edition's order, 47 of these
// 160 records failed.

const GAMES = 8;

/** Moves as JSON, the cards of each draw sorted (a draw written `w?` may list them in any order). */
function movesText(moves: readonly Move[]): string {
  return JSON.stringify(
    moves.map((move) =>
      move.type === 'drawDraftCards' ? { ...move, cards: [...move.cards].sort() } : move,
    ),
  );
}
const FROM = [30, 67, 90, 118, 150];

describe('a table record from a position seen by one seat', () => {
  it(`replays ${GAMES} four-player bot games from moves ${FROM.join(', ')} as each seat saw them`, () => {
    const failures: string[] = [];
    let records = 0;
    for (let index = 0; index < GAMES; index++) {
      const game = benchBotGame(index);
      const record = recordGame({ initial: game.initial, moves: game.moves });
      const full = replayRecord(record);
      expect(full.errors).toEqual([]);
      const header = record.header.filter(
        (item) =>
          item.kind !== 'tag' ||
          !['Start', 'Piles', 'Resources', 'ResourcePile'].includes(item.name),
      );
      for (const from of FROM) {
        // The first turn marker at or after move `from`.
        const marker = record.body.findIndex(
          (item, at) =>
            item.kind === 'turn' && full.moveItems.findIndex((moveAt) => moveAt > at) >= from,
        );
        if (marker < 0) continue;
        const moveIndex = full.moveItems.findIndex((item) => item > marker);
        const state = full.states[moveIndex]!;
        for (let seenBy = 0; seenBy < 4; seenBy++) {
          const position = writePosition(state, { seenBy });
          const stated = formatRecord({
            header: [...header, { kind: 'tag', name: 'Position', value: position }],
            body: record.body.slice(marker),
          });
          // Every other record writes the draws unseen (`w?`): the picks after each tell.
          const text = (seenBy + from) % 2 === 0 ? stated : stated.replace(/ w[isfp]+/g, ' w?');
          const replay = replayRecord(parseRecord(text).record!);
          records++;
          const errors = replay.errors.filter((error) => error.severity === 'error');
          if (
            errors.length > 0 ||
            movesText(replay.moves) !== movesText(full.moves.slice(moveIndex)) ||
            JSON.stringify(replay.scores?.standings) !== JSON.stringify(full.scores?.standings)
          )
            failures.push(
              `game ${index} from move ${moveIndex} seen by ${'ABCD'[seenBy]}: ${errors.map((error) => `${error.code} ${error.line}:${error.column} ${error.message}`).join('; ') || 'other moves or scores'}`,
            );
        }
      }
    }
    expect(records).toBe(GAMES * FROM.length * 4);
    expect(failures).toEqual([]);
  });
});
