import { readFileSync } from 'node:fs';
import { applyMove, botRandom, newGame, playOut, weightedRandomBot } from '@antarctica-game/engine';
import { it } from 'vitest';
import { recordGame } from '../record/record-game.js';
import { formatRecord } from '../syntax/format-record.js';
import { parseRecord } from '../syntax/parse-records.js';
import { replayRecord } from './replay-record.js';

const hide = (text: string) =>
  text.replace(/>([A-Z][a-z]\/[A-Za-z]+|#\d+)/g, '>?').replace(/ w[isfp]+/g, ' w?');
it('explore', () => {
  const two = hide(readFileSync('examples/two-players-table.agn', 'utf8')).replace(
    /\[Piles "[^"]*"\]/,
    '[Piles "? ? ?"]',
  );
  const texts: [string, string][] = [['two', two]];
  for (const index of [0, 1, 2, 3, 4, 5, 7, 8, 9, 11]) {
    const initial = newGame({ players: 4, seed: `allq-${index}` });
    const { moves } = playOut(initial, weightedRandomBot(botRandom(index)), (s, m) =>
      applyMove(s, m),
    );
    texts.push([`g${index}`, hide(formatRecord(recordGame({ initial, moves })))]);
  }
  for (const [name, text] of texts) {
    const record = parseRecord(text).record!;
    let t = performance.now();
    const a = replayRecord(record);
    const ta = performance.now() - t;
    t = performance.now();
    const b = replayRecord(record, { solveBuilds: false });
    const tb = performance.now() - t;
    console.log(
      name,
      a.ok,
      a.errors.length,
      ta.toFixed(0),
      '|',
      b.ok,
      b.errors.length,
      b.errors.find((e) => e.severity === 'error')?.code,
      tb.toFixed(0),
      '| same moves',
      JSON.stringify(a.moves) === JSON.stringify(b.moves),
      'same states',
      JSON.stringify(a.states) === JSON.stringify(b.states),
      'same errors',
      JSON.stringify(a.errors) === JSON.stringify(b.errors),
    );
  }
}, 600_000);
