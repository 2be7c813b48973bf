// What the bot protocol costs: the same choice (the first legal move) made by a JavaScript bot
// and by a Python program over the protocol, against the weighted random bot, five rounds each
// after a warm-up; min, median and max milliseconds per decision of that seat (the whole games'
// time shared out over its decisions). Run after a build: `node bench/protocol.mjs`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { newGame } from '@antarctica-game/engine';
import { externalBot, playGameSync, randomBot } from '../dist/index.js';

const dir = mkdtempSync(join(tmpdir(), 'antarctica-protocol-'));
const script = join(dir, 'first_bot.py');
writeFileSync(
  script,
  `import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "hello":
        print(json.dumps({"type": "hello", "protocol": 1, "name": "first"}), flush=True)
    elif m["type"] == "decide":
        print(json.dumps({"type": "move", "index": 0}), flush=True)
    elif m["type"] == "quit":
        break
`,
);
const python = externalBot({ command: `python3 "${script}"` });
const javascript = { name: 'first', chooseMove: (_view, legal) => legal[0] };
const games = Number(process.env.BENCH_PROTOCOL_GAMES ?? 30);

/** Milliseconds per decision of `bot` over `games` games. */
function perDecision(bot) {
  let decisions = 0;
  const counted = {
    name: bot.name,
    chooseMove: (view, legal) => {
      decisions++;
      return bot.chooseMove(view, legal);
    },
    gameOver: (result) => bot.gameOver?.(result),
  };
  const start = performance.now();
  for (let game = 0; game < games; game++)
    playGameSync(newGame({ players: 2, seed: `protocol-${game}` }), [
      counted,
      randomBot({ seed: game }),
    ]);
  return (performance.now() - start) / decisions;
}

const load = () => loadavg()[0].toFixed(1);
console.log(`${new Date().toISOString()}: load average (1 minute) ${load()} at the start`);
perDecision(python); // warm-up, and the program's start
const times = { python: [], javascript: [] };
for (let round = 0; round < 5; round++) {
  times.python.push(perDecision(python));
  times.javascript.push(perDecision(javascript));
}
python.close();
rmSync(dir, { recursive: true, force: true });
const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted
    .map((value) => value.toFixed(3))
    .filter((_, index) => index % 2 === 0)
    .join(' / ');
};
console.log(`\nbot protocol: ms per decision (min / median / max), ${games} games a round`);
console.log(`  JavaScript bot:           ${spread(times.javascript)}`);
console.log(`  Python over the protocol: ${spread(times.python)}`);
console.log(`${new Date().toISOString()}: load average (1 minute) ${load()} at the end`);
