// The release, without publishing: what `.github/workflows/release.yml` does, on a copy.
//
// 1. Copies the workspace (without .git and build caches; node_modules is linked) to a scratch
//    folder and runs `changeset version` there, as the version pull request would.
// 2. Checks the result: every pending changeset consumed, every public package that a changeset
//    names at a new version with a CHANGELOG.md, and the internal dependencies following.
// 3. Runs scripts/consumer-test.mjs on the copy: `pnpm pack` of every public package at its new
//    version, each installed with npm into a scratch project where its README examples run and a
//    strict TypeScript consumer type-checks.
//
// Run after the build: `pnpm release:dry-run` (part of `pnpm test`). The working tree is not
// touched. `--keep` keeps the copy.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspacePackages } from './consumer-tools.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
const failures = [];
const fail = (what) => {
  failures.push(what);
  console.log(`  FAIL  ${what}`);
};
const pass = (what) => console.log(`  ok    ${what}`);

/** Folders not copied: the repository's history and caches (node_modules is linked instead). */
const NOT_COPIED = new Set(['.git', '.turbo', 'node_modules', 'coverage', 'cache']);

/**
 * Files other tasks of the same turbo run write and remove while this one copies: the tarballs
 * `attw --pack` makes in a package, the README examples and scratch folders of running tests.
 */
const PASSING = /\.tgz$|\.tmp\.|^\.readme-/;

/**
 * Copies the workspace, leaving out what is not the packages' own and what other tasks are
 * writing now; a file that vanishes between the listing and the copy makes it start again
 * (three tries).
 */
function copyWorkspace(from, to) {
  for (let attempt = 1; ; attempt++) {
    try {
      cpSync(from, to, {
        recursive: true,
        verbatimSymlinks: true,
        filter: (source) =>
          !NOT_COPIED.has(path.basename(source)) && !PASSING.test(path.basename(source)),
      });
      return;
    } catch (error) {
      if (error?.code !== 'ENOENT' || attempt === 3) throw error;
      rmSync(to, { recursive: true, force: true });
      mkdirSync(to, { recursive: true });
    }
  }
}

/** The names of the packages each pending changeset bumps, from their front matter. */
function pendingChangesets(folder) {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .map((name) => {
      const text = readFileSync(path.join(folder, name), 'utf8');
      const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
      const names = [...front.matchAll(/^\s*['"]?([^'":\s]+)['"]?\s*:/gm)].map((m) => m[1]);
      return { name, packages: names };
    });
}

const copy = mkdtempSync(path.join(os.tmpdir(), 'antarctica-release-'));
try {
  // In `pnpm test` this runs as turbo's //#release:dry-run, after the builds it names: a public
  // package missing there could be packed before (or while) it is built.
  const turbo = JSON.parse(readFileSync(path.join(root, 'turbo.json'), 'utf8'));
  const waitsFor = new Set(turbo.tasks['//#release:dry-run']?.dependsOn ?? []);
  const unlisted = workspacePackages(root)
    .map(({ manifest }) => manifest.name)
    .filter((name) => !waitsFor.has(`${name}#build`));
  if (unlisted.length > 0)
    throw new Error(
      `turbo.json: //#release:dry-run must depend on the build of ${unlisted.join(', ')}`,
    );
  console.log(`Copying the workspace to ${copy}`);
  copyWorkspace(root, copy);
  // The packages' own node_modules hold pnpm's relative links: into the root's node_modules
  // (linked here) and to the sibling packages (the copies, at their new versions).
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  for (const { dir } of workspacePackages(root)) {
    const modules = path.join(dir, 'node_modules');
    if (existsSync(modules))
      cpSync(modules, path.join(copy, path.relative(root, modules)), {
        recursive: true,
        verbatimSymlinks: true,
      });
  }

  const before = new Map(
    workspacePackages(copy).map(({ manifest }) => [manifest.name, manifest.version]),
  );
  const pending = pendingChangesets(path.join(copy, '.changeset'));
  const named = new Set(pending.flatMap((changeset) => changeset.packages));
  console.log(`changeset version: ${pending.length} pending changesets`);
  const changeset = path.join(root, 'node_modules', '.bin', 'changeset');
  const versioned = spawnSync(changeset, ['version'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  });
  if (versioned.status !== 0)
    throw new Error(`changeset version failed:\n${versioned.stdout}${versioned.stderr}`);
  pass('changeset version');

  const left = pendingChangesets(path.join(copy, '.changeset'));
  if (left.length === 0) pass('every changeset consumed');
  else fail(`changesets left after changeset version: ${left.map((c) => c.name).join(', ')}`);

  const after = workspacePackages(copy);
  for (const { dir, manifest } of after) {
    const old = before.get(manifest.name);
    if (!named.has(manifest.name) && manifest.version === old) continue;
    if (manifest.version === old) fail(`${manifest.name}: still at ${old}`);
    else if (!existsSync(path.join(dir, 'CHANGELOG.md'))) fail(`${manifest.name}: no CHANGELOG.md`);
    else pass(`${manifest.name}: ${old} -> ${manifest.version}, with its CHANGELOG.md`);
  }

  console.log('\nThe packages at their new versions, as a user installs them:');
  const consumer = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'consumer-test.mjs'), '--root', copy],
    { stdio: 'inherit' },
  );
  if (consumer.status !== 0) fail('the consumer test of the versioned packages');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  if (process.argv.includes('--keep')) console.log(`Copy kept in ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
  console.log(`\nRelease dry run: ${failures.length} failure(s) (${seconds} s)`);
  process.exitCode = 1;
} else console.log(`\nRelease dry run passed (${seconds} s)`);
