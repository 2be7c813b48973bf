// How long the analysis of a four-player game of about 300 moves takes, at the default
// (thorough) and the quick setting, in two worker threads, with its peak memory; and, in the
// same run, the baseline issue 33 names: MCTS at 100 ms a decision for the same decisions.
//
//   pnpm turbo run build --filter=@antarctica-game/analysis
//   node packages/analysis/bench/analyse-speed.mjs [file.agn] [--no-baseline] [--setting=quick]
//
// Figures for the guide: docs/analysis.md#what-it-costs. Peak memory is the analysing process's
// VmHWM from /proc (Linux), which counts its worker threads; its CPU time (user and system, all
// threads) is read from /proc/<pid>/stat every 100 ms, so it misses at most the last 100 ms. On
// a machine shared with other work the wall time grows with the load and the CPU time does not:
// it is what the run would take on idle cores, summed over its threads.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { mctsBot } from '@antarctica-game/bots';
import { currentDecision, legalMoves, playerView } from '@antarctica-game/engine';
import { parseRecord, replayRecord } from '@antarctica-game/notation';

const args = process.argv.slice(2);
const file =
  args.find((arg) => !arg.startsWith('--')) ??
  fileURLToPath(new URL('../../notation/examples/four-players.agn', import.meta.url));
const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** Runs the command line on the file; resolves to its wall time and peak memory. */
function analyse(setting) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [cli, '--setting', setting, '--workers', '2', '--quiet', file],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    let peak = 0;
    let ticks = 0;
    const poll = setInterval(() => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
        peak = Math.max(peak, hwm);
        // Fields 14 and 15 of stat (after the command's closing parenthesis): utime, stime.
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
        ticks = Number(fields?.[11] ?? 0) + Number(fields?.[12] ?? 0);
      } catch {
        // Gone between two polls.
      }
    }, 100);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(poll);
      if (code !== 0) reject(new Error(`antarctica-analyse exited with ${code}`));
      else
        resolve({
          seconds: (performance.now() - started) / 1000,
          megabytes: peak / 1024,
          // Clock ticks of 1/100 s (Linux's USER_HZ).
          cpu: ticks / 100,
        });
    });
  });
}

const { record } = parseRecord(readFileSync(file, 'utf8'));
const replay = replayRecord(record);
const decisions = replay.moves.filter((_, index) => {
  const decision = currentDecision(replay.states[index]);
  return decision.kind !== 'draftDraw' && 'seat' in decision;
}).length;
console.log(
  `${file}: ${replay.states[0]?.players.length ?? '?'} players, ${replay.moves.length} moves, ${decisions} decisions`,
);
console.log(`load average at the start: ${load()}`);

const only = args.find((arg) => arg.startsWith('--setting='))?.slice('--setting='.length);
for (const setting of only === undefined ? ['thorough', 'quick'] : [only]) {
  const { seconds, megabytes, cpu } = await analyse(setting);
  console.log(
    `${setting === 'thorough' ? 'default (thorough)' : 'quick'}, 2 workers: ${seconds.toFixed(1)} s, ${cpu.toFixed(1)} s of CPU, peak ${megabytes.toFixed(0)} MB (load ${load()})`,
  );
}

if (!args.includes('--no-baseline')) {
  // MCTS at 100 ms a decision, one thread, on every decision of the record (its own view).
  const started = performance.now();
  for (const [index] of replay.moves.entries()) {
    const state = replay.states[index];
    const decision = currentDecision(state);
    if (decision.kind === 'draftDraw' || !('seat' in decision)) continue;
    const bot = mctsBot({ budget: { ms: 100 }, seed: index });
    await bot.chooseMove(playerView(state, decision.seat), legalMoves(state));
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `baseline, MCTS at 100 ms a decision, one thread: ${seconds.toFixed(1)} s for ${decisions} decisions (load ${load()})`,
  );
}
