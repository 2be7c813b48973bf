// Builds a package as it was at an older commit, for benchmarks that compare with it in the same
// run (same machine, same load): the sources are taken with `git archive` and bundled by tsup.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds `entry` as it was at `commit` into `folder/dist/index.js`, once (a later call finds it
 * built). Returns the `dist` folder, or undefined where there is no git history (a tarball).
 *
 * @param {object} options
 * @param {string} options.commit - The commit to build.
 * @param {string[]} options.sources - Folders of the repository to take from that commit.
 * @param {string} options.entry - The file to bundle, a path in the repository.
 * @param {string} options.folder - Where to put the sources and the build.
 * @param {Record<string, string>} [options.bundled] - Packages to bundle from that commit's
 *   sources instead of importing today's: package name to its entry, a path in the repository.
 * @returns {Promise<string | undefined>}
 */
export async function buildFromGit({ commit, sources, entry, folder, bundled = {} }) {
  const dist = join(folder, 'dist');
  if (existsSync(join(dist, 'index.js'))) return dist;
  try {
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    const tar = execFileSync(
      'git',
      ['-C', repository, 'archive', '--format=tar', commit, ...sources],
      { maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    execFileSync('tar', ['-x', '-C', folder], { input: tar });
  } catch {
    return undefined;
  }
  const { build } = await import('tsup');
  await build({
    entry: { index: join(folder, entry) },
    outDir: dist,
    format: ['esm'],
    target: 'node20',
    config: false,
    silent: true,
    dts: false,
    // Source maps, so that a profile of the old build names its source files and lines.
    sourcemap: true,
    noExternal: Object.keys(bundled),
    esbuildOptions(options) {
      options.alias = Object.fromEntries(
        Object.entries(bundled).map(([name, path]) => [name, join(folder, path)]),
      );
    },
  });
  return dist;
}
