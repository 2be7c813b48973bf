// Where the time of the last `pnpm test` went: each turbo task (from the run summary that
// `pnpm test` asks turbo to write in .turbo/runs/), longest first, and each test file that took
// more than 5 s (from the JSON report that every package's Vitest run leaves, see
// vitest-timings.mjs), longest first, with its slowest tests; and the chain of tasks that ended
// last, each waiting for the one before it.
//
// Run: `pnpm timings` after `pnpm test` (or after `pnpm turbo run test --summarize`).
// `--all` lists every test file, `--limit=SECONDS` sets the threshold.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TIMINGS_FILE } from './vitest-timings.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const limitArgument = process.argv.find((argument) => argument.startsWith('--limit='));
const limit = process.argv.includes('--all') ? 0 : Number(limitArgument?.slice(8) ?? 5);

const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;

/** The newest turbo run summary, or undefined. */
function latestSummary() {
  const folder = join(root, '.turbo', 'runs');
  if (!existsSync(folder)) return undefined;
  const newest = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(folder, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  return newest && { file: newest, summary: JSON.parse(readFileSync(newest, 'utf8')) };
}

/** The workspace folders that may hold a Vitest report. */
function workspaceFolders() {
  const packages = readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name));
  return [...packages, join(root, 'docs')];
}

const found = latestSummary();
if (found === undefined) {
  console.log('No turbo run summary in .turbo/runs: run `pnpm test` first.');
} else {
  const { summary, file } = found;
  const tasks = summary.tasks
    .map((task) => ({
      id: task.taskId,
      ms: (task.execution?.endTime ?? 0) - (task.execution?.startTime ?? 0),
      cache: task.cache?.status === 'HIT' ? 'cached' : '',
    }))
    .sort((a, b) => b.ms - a.ms);
  const { startTime, endTime } = summary.execution ?? {};
  console.log(`Turbo tasks of ${relative(root, file)}, longest first:`);
  for (const task of tasks) console.log(`${seconds(task.ms)}  ${task.id} ${task.cache}`.trimEnd());
  if (startTime && endTime)
    console.log(
      `${seconds(endTime - startTime)}  the whole turbo run (${tasks.length} tasks side by side)`,
    );
  console.log('\nThe chain that ended last (each task waited for the one above it):');
  for (const link of criticalPath(summary.tasks, startTime))
    console.log(`${seconds(link.ms)}  ${link.id} (from ${(link.start / 1000).toFixed(0)} s)`);
}

/** From the task that ended last, back through the dependency each task waited for longest. */
function criticalPath(all, origin) {
  const byId = new Map(all.map((task) => [task.taskId, task]));
  const ended = (task) => task?.execution?.endTime ?? 0;
  let task = [...all].sort((a, b) => ended(b) - ended(a))[0];
  const chain = [];
  while (task) {
    const { startTime = 0, endTime = 0 } = task.execution ?? {};
    chain.unshift({ id: task.taskId, ms: endTime - startTime, start: startTime - origin });
    task = (task.dependencies ?? [])
      .map((id) => byId.get(id))
      .filter(Boolean)
      .sort((a, b) => ended(b) - ended(a))[0];
  }
  return chain;
}

const files = [];
for (const folder of workspaceFolders()) {
  const report = join(folder, TIMINGS_FILE);
  if (!existsSync(report)) continue;
  const { testResults = [] } = JSON.parse(readFileSync(report, 'utf8'));
  for (const result of testResults) {
    const tests = (result.assertionResults ?? [])
      .filter((test) => typeof test.duration === 'number')
      .sort((a, b) => b.duration - a.duration);
    files.push({
      name: relative(root, result.name),
      ms: result.endTime - result.startTime,
      tests: tests.length,
      slowest: tests.slice(0, 3),
    });
  }
}
files.sort((a, b) => b.ms - a.ms);
const shown = files.filter((entry) => entry.ms > limit * 1000);
console.log(
  `\nTest files over ${limit} s (${shown.length} of ${files.length} files, ${files.reduce((sum, entry) => sum + entry.tests, 0)} tests), longest first:`,
);
for (const entry of shown) {
  console.log(`${seconds(entry.ms)}  ${entry.name} (${entry.tests} tests)`);
  for (const test of entry.slowest)
    if (test.duration > 1000) console.log(`          ${seconds(test.duration)}  ${test.fullName}`);
}
if (files.length === 0)
  console.log(`No Vitest report (${TIMINGS_FILE} in a package): run \`pnpm test\` first.`);
