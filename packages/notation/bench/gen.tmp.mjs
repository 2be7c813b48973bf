import { applyMove, botRandom, newGame, playOut, weightedRandomBot } from '@antarctica-game/engine';
import { formatRecord, recordGame } from '../dist/index.js';

const [players, seed, botSeed, mode] = process.argv.slice(2);
const initial = newGame({
  players: Number(players),
  seed,
  ...(mode === 'free' ? { shipPlacement: 'free' } : {}),
});
const { moves } = playOut(initial, weightedRandomBot(botRandom(Number(botSeed))), applyMove);
const table = mode === 'table';
process.stdout.write(
  formatRecord(
    recordGame(
      { initial, moves },
      { ...(table ? {} : { seed }), tags: { Event: 'Example', Date: '2026.11.26' } },
    ),
  ),
);
