// The yardstick of replay.mjs: the machine's speed, as the build the issue measured replays.
//
// Issue 18 set its aims on a machine where the package, as it was then (commit edada08),
// replayed 4,592 seeded four-player records a second. This machine's speed swings 2-5x between
// hours, so an absolute aim is judged here as a ratio: that same build, replaying the same
// records (those its bench/notation.mjs made), measured in the same run as the records timed
// against the aim. 20 ms there is 20 x 4,592 / (its rate here now) ms here.
//
// BENCH_YARDSTICK names a checkout of edada08 with its packages built:
//   git worktree add /tmp/yardstick edada08 && cd /tmp/yardstick &&
//   npx --yes pnpm@12.4.2 install --offline && npx --yes pnpm@12.4.2 exec turbo run build \
//     --filter=@antarctica-game/notation...
// Its notation resolves its own engine, so both are the old ones.

/** The issue's replay rate: seeded four-player records a second where it set its aims. */
export const ISSUE_RATE = 4592;

/**
 * The old build's replay of the issue's records, loaded from a checkout: `work()` replays the next
 * record and gives 1 (for replay.mjs's `rate`).
 */
export async function loadYardstick(root) {
  const base = root.replace(/\/$/, '');
  const engine = await import(`${base}/packages/engine/dist/index.js`);
  const notation = await import(`${base}/packages/notation/dist/index.js`);
  const { applyMove, botRandom, newGame, playOut, weightedRandomBot } = engine;
  // As bench/notation.mjs made them at edada08 (400 games there; 100 are enough for a rate).
  const records = [];
  for (let index = 0; index < 100; index++) {
    const seed = `bench-${index}`;
    const initial = newGame({ players: 4, seed });
    const game = playOut(initial, weightedRandomBot(botRandom(index + 1)), applyMove);
    const tags = { Event: 'Benchmark', Site: 'Here', Date: '2026.11.26', Round: String(index + 1) };
    const text = notation.formatRecord(
      notation.recordGame({ initial, moves: game.moves }, { seed, tags }),
    );
    records.push(notation.parseRecord(text).record);
  }
  let next = 0;
  const work = () => {
    if (!notation.replayRecord(records[next++ % records.length]).ok)
      throw new Error('the yardstick did not replay a record');
    return 1;
  };
  return { work };
}
