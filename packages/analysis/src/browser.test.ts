import { isBuiltin } from 'node:module';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { SEEDED_OPENING } from './__fixtures__/records.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Records every import of a Node built-in instead of failing at the first. */
function nodeBuiltins(found: string[]): Plugin {
  return {
    name: 'node-builtins',
    setup(esbuild) {
      esbuild.onResolve({ filter: /.*/ }, (args) => {
        if (!isBuiltin(args.path)) return undefined;
        found.push(`${args.path} (imported by ${args.importer})`);
        return { path: args.path, external: true };
      });
    },
  };
}

describe('the library in a browser or a Web Worker', () => {
  it('bundles for the browser without a Node module, and analyses a record where no Node global exists', async () => {
    const found: string[] = [];
    const result = await build({
      stdin: {
        contents: `export * from './src/index.ts';
export { parseRecord } from '@antarctica-game/notation';`,
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      platform: 'browser',
      format: 'iife',
      globalName: 'antarcticaAnalysis',
      write: false,
      plugins: [nodeBuiltins(found)],
      logLevel: 'silent',
    });
    expect(found).toEqual([]);
    const script = result.outputFiles[0]?.text ?? '';
    // A browser and a Web Worker have `performance`; nothing else of the host is given.
    const context: Record<string, unknown> = { text: SEEDED_OPENING, performance };
    runInNewContext(
      `${script}
const { parseRecord, analyseGame } = antarcticaAnalysis;
result = analyseGame(parseRecord(text).record, { budget: 1, luckSamples: 1, luckDraws: 1 }).ok;`,
      context,
    );
    expect(context.result).toBe(true);
  });

  it('bundles the worker entry and the client for the browser without a Node module', async () => {
    for (const entry of ['src/worker/worker.ts', 'src/worker/analysis-client.ts']) {
      const found: string[] = [];
      await build({
        entryPoints: [`${root}${entry}`],
        bundle: true,
        platform: 'browser',
        format: 'esm',
        write: false,
        plugins: [nodeBuiltins(found)],
        logLevel: 'silent',
      });
      expect(found).toEqual([]);
    }
  });
});
