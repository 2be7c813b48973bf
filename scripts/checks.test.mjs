// Tests of the repository's own checks (run by `pnpm lint:layout` before the check itself): each
// finds what it is for in a scratch folder, and passes what it should pass.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { cpuTable, testTasks } from './cpu-time.mjs';
import { lintWorkflows } from './lint-workflows.mjs';
import { sampleTreeCpu } from './process-tree-cpu.mjs';
import { checkLayout } from './source-layout.mjs';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'antarctica-checks-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A package folder with the given files (path -> text) in a fresh folder. */
function tree(name, files) {
  const root = path.join(scratch, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const lines = (count) =>
  `${Array.from({ length: count }, (_, i) => `export const a${i} = ${i};`).join('\n')}\n`;

describe('source layout', () => {
  it('finds a cycle closed by a type-only import, through three files', () => {
    const root = tree('type-cycle', {
      'pkg/src/a.ts': "import { b } from './b.js';\nexport const a = b;\n",
      'pkg/src/b.ts': "import { c } from './nested/c.js';\nexport const b = c;\n",
      'pkg/src/nested/c.ts': "import type { A } from '../view.js';\nexport const c = 1 as A;\n",
      'pkg/src/view.ts': "import { a } from './a.js';\nexport type A = typeof a;\n",
    });
    const { findings } = checkLayout({ root, folders: [path.join(root, 'pkg')], known: [] });
    assert.equal(findings.length, 1);
    assert.match(findings[0], /^import cycle: .*4 files in the cycle/);
  });

  it('finds dynamic imports and re-exports, and passes a tree that points down', () => {
    const cyclic = tree('dynamic', {
      'src/a.ts': "export { b } from './b.js';\n",
      'src/b.ts': "export const b = () => import('./a.js');\n",
    });
    assert.equal(checkLayout({ root: cyclic, folders: [cyclic], known: [] }).findings.length, 1);
    const down = tree('down', {
      'src/a.ts': "import { b } from './b.js';\nexport const a = b;\n",
      'src/b.ts': 'export const b = 1;\n',
      'src/a.test.ts': "import { a } from './a.js';\nconsole.log(a);\n",
    });
    assert.deepEqual(checkLayout({ root: down, folders: [down], known: [] }).findings, []);
  });

  it('takes a known cycle out, and notes a known cycle that is gone', () => {
    const root = tree('known', {
      'src/a.ts': "import { b } from './b.js';\nexport const a = b;\n",
      'src/b.ts':
        "import type { a } from './a.js';\nexport const b = 1;\nexport type B = typeof a;\n",
      'src/c.ts': 'export const c = 1;\n',
    });
    const known = [{ from: 'src/b.ts', to: 'src/a.ts', reason: 'a test' }];
    assert.deepEqual(checkLayout({ root, folders: [root], known }).findings, []);
    const gone = [{ from: 'src/c.ts', to: 'src/a.ts', reason: 'a test' }];
    const { findings, notes } = checkLayout({ root, folders: [root], known: gone });
    assert.equal(findings.length, 1);
    assert.match(findings[0], /^import cycle: src\/a\.ts -> src\/b\.ts -> src\/a\.ts$/);
    assert.equal(notes.length, 1);
    assert.match(notes[0], /no longer there/);
  });

  it('finds a source file over 400 lines unless its first comment says why; tests may be long', () => {
    const root = tree('long', {
      'src/long.ts': lines(401),
      'src/said.ts': `// Over 400 lines: one table of data, one line an entry.\n${lines(420)}`,
      'src/block.ts': `/**\n * The data (over 400 lines: one line an entry).\n */\n${lines(420)}`,
      'src/long.test.ts': lines(500),
      'src/exact.ts': lines(400),
    });
    const { findings } = checkLayout({ root, folders: [root], known: [] });
    assert.deepEqual(findings, [
      'src/long.ts: 401 lines, over 400 without "Over 400 lines: <why>" in its first comment',
    ]);
  });
});

describe('workflow lint', () => {
  it('reports an unknown key and an undefined context property, with line and column', async () => {
    const folder = path.join(scratch, 'workflows');
    mkdirSync(folder);
    writeFileSync(
      path.join(folder, 'bad.yml'),
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a template.
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    timeout: 3\n    steps:\n      - run: echo ${{ github.nothing }}\n',
    );
    const { files, findings } = await lintWorkflows(folder);
    assert.equal(files, 1);
    assert.equal(findings.length, 2);
    assert.match(findings[0], /bad\.yml:5:5: unexpected key "timeout"/);
    assert.match(findings[1], /bad\.yml:7:\d+: property "nothing" is not defined/);
  });
});

describe('CPU time of the tasks', () => {
  it('reads the turbo tasks of the root test script', () => {
    const scripts = {
      test: 'node a.mjs && turbo run lint test:commands check-package release:dry-run --summarize',
    };
    assert.deepEqual(testTasks({ scripts }), [
      'lint',
      'test:commands',
      'check-package',
      'release:dry-run',
    ]);
    // The real one: every task it names is a task of turbo.json (a name cut at its `-` was not).
    const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const turbo = JSON.parse(readFileSync(new URL('../turbo.json', import.meta.url), 'utf8'));
    const known = Object.keys(turbo.tasks).map((task) => task.replace(/^.*#/, ''));
    for (const task of testTasks(root)) assert.ok(known.includes(task), task);
    assert.throws(() => testTasks({ scripts: { test: 'vitest run' } }), /does not run turbo/);
  });

  it('lists the tasks by CPU time, their sum and the least whole time on the cores', () => {
    const log = [
      { task: 'a#build', cpu: 3, seconds: 9 },
      { task: 'b#test', cpu: 12.5, seconds: 40 },
    ]
      .map((line) => JSON.stringify(line))
      .join('\n');
    const lines = cpuTable(`${log}\n`, { cores: 2, wallSeconds: 41 }).split('\n');
    assert.match(lines[1], /^ +12\.5 s +40\.0 s {2}b#test$/);
    assert.match(lines[2], /^ +3\.0 s +9\.0 s {2}a#build$/);
    assert.match(lines[3], /^ +15\.5 s +the sum of 2 tasks$/);
    assert.match(lines[4], /^ +7\.8 s +the least whole time on 2 cores/);
    assert.match(lines[5], /^ +41\.0 s +the whole run took$/);
  });

  it('counts the CPU of a child nobody has waited for (as Chromium’s renderers are)', async () => {
    const tree = sampleTreeCpu(process.pid, 100);
    // The child says when it has used 0.6 CPU seconds by its own count (/proc's clock ticks lag it
    // by up to a tick), and spins on until it is killed.
    const child = spawn(process.execPath, [
      '-e',
      'let said = false; for (;;) { const { user, system } = process.cpuUsage(); if (!said && user + system > 6e5) { console.log("ready"); said = true; } }',
    ]);
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const cpu = tree.stop();
    child.kill('SIGKILL');
    assert.ok(cpu >= 0.5, `${cpu} CPU seconds sampled`);
  });
});
