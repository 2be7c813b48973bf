import {
  applyMove,
  botRandom,
  finalScores,
  newGame,
  playOut,
  stateHash,
  weightedRandomBot,
} from '@antarctica-game/engine';
import { formatRecord, parseRecord, recordGame, replayRecord } from '../dist/index.js';

const T = {};
const t = (k, f) => {
  const s = performance.now();
  const r = f();
  T[k] = (T[k] ?? 0) + performance.now() - s;
  return r;
};
for (let index = 0; index < 150; index++) {
  const players = 2 + (index % 3);
  const seed = `n-${index}`;
  const initial = t('newGame', () => newGame({ players, seed }));
  const states = [initial];
  const { moves } = t('playOut', () =>
    playOut(initial, weightedRandomBot(botRandom(index)), (s, m) => {
      const n = applyMove(s, m);
      states.push(n);
      return n;
    }),
  );
  const text = t('record+format', () => formatRecord(recordGame({ initial, moves }, { seed })));
  const parsed = t('parse', () => parseRecord(text));
  const replay = t('replay', () => replayRecord(parsed.record));
  t('hash', () => {
    for (let i = 0; i < states.length; i++)
      if (stateHash(states[i]) !== stateHash(replay.states[i])) throw new Error('x');
  });
  t('json', () => JSON.stringify(replay.moves) === JSON.stringify(moves));
  t('scores', () => JSON.stringify(replay.scores) === JSON.stringify(finalScores(states.at(-1))));
}
console.log(Object.fromEntries(Object.entries(T).map(([k, v]) => [k, (v / 150).toFixed(2)])));
