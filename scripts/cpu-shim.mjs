// Stands in for `pnpm` while `pnpm timings:cpu` runs turbo (see cpu-time.mjs): runs the real pnpm
// with the same arguments, and for each `pnpm run <script>` that turbo starts appends one line to
// the log: the package, the script, the CPU seconds of the processes it started and the seconds
// it took. The CPU is the larger of two counts (Linux): the times of the children that were waited
// for (/proc/self/stat), and the tree below this process sampled from /proc, which also holds the
// processes nobody waits for (Chromium's renderers, servers).
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sampleTreeCpu, waitedChildrenCpu } from './process-tree-cpu.mjs';

// The log's path and the real pnpm's come first (written into the stand-in by cpu-time.mjs).
const [log, real, ...args] = process.argv.slice(2);
const started = Date.now();
const child = spawn(real, args, { stdio: 'inherit' });
const tree = sampleTreeCpu(process.pid);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (args[0] === 'run') {
    let name = '';
    try {
      name = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')).name ?? '';
    } catch {}
    appendFileSync(
      log,
      `${JSON.stringify({ task: `${name || '//'}#${args[1]}`, cpu: Math.max(waitedChildrenCpu(), tree.stop()), seconds: (Date.now() - started) / 1000 })}\n`,
    );
  }
  process.exit(code ?? (signal ? 1 : 0));
});
