// Where the CPU time of `pnpm test` goes: runs the same turbo tasks as `pnpm test` (none from
// turbo's cache) with a stand-in for pnpm on the PATH (cpu-shim.mjs) that notes each task's CPU
// seconds, then prints the tasks by CPU time, their sum, and the least time the run could take on
// this machine's cores if the tasks packed perfectly (the sum over the cores).
//
// Unlike `pnpm timings` (the clock), CPU time hardly depends on the load: while every task runs
// side by side on two cores, a task's clock time is mostly its waits for the cores. Linux only.
// A task's CPU counts the processes nobody waited for too (Chromium's renderers, the servers),
// sampled from /proc while the task runs (process-tree-cpu.mjs); processes that leave the tree
// (a daemon that forks away) are not counted.
//
// Run: `pnpm timings:cpu` (it takes as long as `pnpm test`). `--tasks=a,b` runs those turbo tasks
// instead; `--from=FILE` prints the table of an earlier run's log without running anything.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The table of a run's log (one JSON line a task: `task`, `cpu`, `seconds`): tasks by CPU time,
 * most first, then the sum, and the least whole time for `cores` cores.
 */
export function cpuTable(logText, { cores, wallSeconds } = {}) {
  const tasks = logText
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line))
    .sort((a, b) => b.cpu - a.cpu);
  const total = tasks.reduce((sum, task) => sum + task.cpu, 0);
  const figure = (value) => `${value.toFixed(1).padStart(7)} s`;
  const lines = ['   CPU      clock  task'];
  for (const task of tasks) lines.push(`${figure(task.cpu)} ${figure(task.seconds)}  ${task.task}`);
  lines.push(`${figure(total)}            the sum of ${tasks.length} tasks`);
  if (cores)
    lines.push(
      `${figure(total / cores)}            the least whole time on ${cores} cores (the sum / ${cores})`,
    );
  if (wallSeconds !== undefined) lines.push(`${figure(wallSeconds)}            the whole run took`);
  return lines.join('\n');
}

/** The turbo tasks that `pnpm test` runs, read from the root package.json. */
export function testTasks(packageJson) {
  // Task names may hold `:` and `-` (`release:dry-run`); turbo's own options start with `-`.
  const match = /turbo run ((?:\w[\w:-]* ?)+)/.exec(packageJson.scripts.test);
  if (!match) throw new Error('the root test script does not run turbo');
  return match[1].trim().split(' ');
}

/** The first `pnpm` on the PATH that is not in `skip`. */
function realPnpm(skip) {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(folder, 'pnpm');
    if (folder !== skip && existsSync(candidate)) return candidate;
  }
  throw new Error('no pnpm on the PATH');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const option = (name) =>
    process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const cores = availableParallelism();
  const from = option('from');
  if (from !== undefined) {
    console.log(cpuTable(readFileSync(from, 'utf8'), { cores }));
  } else {
    const tasks =
      option('tasks')?.split(',') ??
      testTasks(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')));
    const shims = mkdtempSync(join(tmpdir(), 'antarctica-cpu-'));
    const log = join(shims, 'tasks.jsonl');
    // The stand-in's settings are its first two arguments: turbo passes a task few variables.
    writeFileSync(
      join(shims, 'pnpm'),
      `#!/bin/sh\nexec "${process.execPath}" "${join(root, 'scripts', 'cpu-shim.mjs')}" "${log}" "${realPnpm(shims)}" "$@"\n`,
    );
    chmodSync(join(shims, 'pnpm'), 0o755);
    writeFileSync(log, '');
    const started = Date.now();
    const run = spawnSync(
      join(root, 'node_modules', '.bin', 'turbo'),
      ['run', ...tasks, '--force', '--continue', '--output-logs=errors-only'],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          PATH: `${shims}${delimiter}${process.env.PATH}`,
        },
      },
    );
    const wallSeconds = (Date.now() - started) / 1000;
    console.log(`\nCPU time of each task (log: ${log}):`);
    console.log(cpuTable(readFileSync(log, 'utf8'), { cores, wallSeconds }));
    process.exitCode = run.status ?? 1;
  }
}
