import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Records every import of a Node built-in (`fs`, `node:os`...) instead of failing at the first. */
function nodeBuiltins(found: string[]): Plugin {
  return {
    name: 'node-builtins',
    setup(esbuild) {
      esbuild.onResolve({ filter: /.*/ }, (args) => {
        if (!isBuiltin(args.path)) return undefined;
        found.push(`${args.path} (imported by ${args.importer.slice(root.length)})`);
        return { path: args.path, external: true };
      });
    },
  };
}

/**
 * Bundles the browser entry as a page would (esbuild, browser platform, one script), with the
 * engine's newGame and finalScores beside it so that a game can be played with the bundle alone.
 */
async function bundleBrowserEntry() {
  const found: string[] = [];
  const result = await build({
    stdin: {
      contents: `export * from './src/browser.ts';
export { finalScores, newGame } from '@antarctica-game/engine';`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'antarcticaBots',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [nodeBuiltins(found)],
  });
  return {
    found,
    code: result.outputFiles[0]?.text ?? '',
    inputs: Object.keys(result.metafile.inputs),
  };
}

describe('the browser entry (@antarctica-game/bots/browser)', () => {
  it('is the package export ./browser', () => {
    const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
    expect(manifest.exports['./browser']).toEqual({
      types: './dist/browser.d.ts',
      default: './dist/browser.js',
    });
  });

  it('bundles for the browser platform without any Node built-in or Node-only dependency', async () => {
    const { found, inputs } = await bundleBrowserEntry();
    expect(found).toEqual([]);
    expect(
      inputs.filter((input) => /tinypool|\/(simulation|protocol|tournament)\//.test(input)),
    ).toEqual([]);
    // The bots themselves are in: a test that bundled nothing could not fail.
    expect(inputs).toContain('src/heuristic/heuristic-bot.ts');
    expect(inputs).toContain('src/mcts/mcts-bot.ts');
  });

  it('loads and plays a whole game where no Node global exists (no process, require, Buffer)', async () => {
    const { code } = await bundleBrowserEntry();
    // A fresh realm with only the language's own globals, plus the two web globals the bots use
    // (every browser and worker has them).
    const context = { performance: { now: () => performance.now() }, structuredClone };
    const outcome = runInNewContext(
      `${code}
      const { finalScores, heuristicBot, mctsBot, newGame, playGameSync } = antarcticaBots;
      const bots = [heuristicBot({ seed: 1 }), mctsBot({ budget: { ms: 5 }, seed: 2 })];
      const { state, moves } = playGameSync(newGame({ players: 2, seed: 'browser' }), bots);
      ({
        globals: [typeof process, typeof require, typeof Buffer],
        ended: state.ended,
        moves: moves.length,
        places: finalScores(state).standings.map((standing) => standing.place),
      });`,
      context,
    );
    expect(outcome.globals).toEqual(['undefined', 'undefined', 'undefined']);
    expect(outcome.ended).toMatch(/^(lastScientist|lastBuilding)$/);
    expect(outcome.moves).toBeGreaterThan(20);
    expect([...outcome.places].sort()).toContain(1);
  });
});
