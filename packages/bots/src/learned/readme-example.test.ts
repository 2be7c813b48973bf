import { readmeBlocks, runInPackage } from '@antarctica-game/foundation/readme-examples';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);

describe('the README’s learned evaluator example', () => {
  it('rates a position and searches with it, against the built package', () => {
    // The README's `ts` block (the `js` ones are run by src/readme.test.ts): plain JavaScript.
    const [code] = readmeBlocks(root, 'ts');
    expect(code).toContain('learnedEvaluator');
    const result = runInPackage(root, code ?? '', {
      fileName: 'readme-learned.tmp.mjs',
      timeout: 300_000,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^win shares now: (0\.\d\d|1\.00), (0\.\d\d|1\.00)\nsearched 50 iterations\n$/,
    );
  });
});
