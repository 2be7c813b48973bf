// The two builds the search benches compare in one run: this one (the packages' dist folders) and
// the bots with their engine as they were at BASELINE_COMMIT, before the search's speed work
// (issue 34), built from git once into node_modules/.cache by the engine bench's plumbing
// (scripts/build-from-git.mjs). `BOTS_BASELINE_COMMIT=<commit>` builds another commit instead
// (to measure one change: the commit before it), and `BOTS_BASELINE=/path` names a folder holding
// another pair of builds (`bots/index.js` and `engine/index.js`).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildFromGit } from '../../../scripts/build-from-git.mjs';

/** The last commit before the search's speed work: what the ratios compare with. */
export const BASELINE_COMMIT = '3f57487c5b0c4f389e9c4b8d746265334aa01960';

const COMMIT = process.env.BOTS_BASELINE_COMMIT ?? BASELINE_COMMIT;

const cache = (name) =>
  fileURLToPath(new URL(`../node_modules/.cache/${name}-${COMMIT.slice(0, 12)}`, import.meta.url));

/** Whether the commit has a folder (the foundation package came after BASELINE_COMMIT). */
function hasFolder(path) {
  try {
    execFileSync('git', ['cat-file', '-e', `${COMMIT}:${path}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Both halves of a build: `{ engine, bots }`, each the module of its entry. */
async function loadPair(engineFile, botsFile) {
  const engine = await import(pathToFileURL(engineFile).href);
  const bots = await import(pathToFileURL(botsFile).href);
  return { engine, bots };
}

/** This build: the engine's and the bots' dist (the bots' browser entry, as the baseline's). */
export function loadCurrent() {
  return loadPair(
    fileURLToPath(new URL('../../engine/dist/index.js', import.meta.url)),
    fileURLToPath(new URL('../dist/browser.js', import.meta.url)),
  );
}

/** The commit the baseline is built from. */
export const baselineCommit = () => COMMIT;

/**
 * The build at BASELINE_COMMIT (or BOTS_BASELINE_COMMIT): its bots' browser entry bundled with that commit's engine, scorer
 * and notation, and that commit's engine on its own (for the states and views handed to its
 * bots). Undefined without git history.
 */
export async function loadBaseline() {
  if (process.env.BOTS_BASELINE) {
    const folder = resolve(process.env.BOTS_BASELINE);
    return loadPair(`${folder}/engine/index.js`, `${folder}/bots/index.js`);
  }
  const sources = [
    'packages/bots/src',
    'packages/engine/src',
    'packages/scoring/src',
    'packages/notation/src',
  ];
  const bundled = {
    '@antarctica-game/engine': 'packages/engine/src/index.ts',
    '@antarctica-game/scoring': 'packages/scoring/src/index.ts',
    '@antarctica-game/notation': 'packages/notation/src/index.ts',
  };
  if (hasFolder('packages/foundation/src')) {
    sources.push('packages/foundation/src');
    // Its entries are subpaths (`@antarctica-game/foundation/random`): the folder stands for it.
    bundled['@antarctica-game/foundation'] = 'packages/foundation/src';
  }
  const engine = await buildFromGit({
    commit: COMMIT,
    sources,
    entry: 'packages/engine/src/index.ts',
    folder: cache('search-baseline-engine'),
    bundled,
  });
  const bots = await buildFromGit({
    commit: COMMIT,
    sources,
    entry: 'packages/bots/src/browser.ts',
    folder: cache('search-baseline-bots'),
    bundled,
  });
  if (engine === undefined || bots === undefined) return undefined;
  return loadPair(`${engine}/index.js`, `${bots}/index.js`);
}
