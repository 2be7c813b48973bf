import { readmeBlocks, runInPackage } from '@antarctica-game/foundation/readme-examples';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);

describe('the package README', () => {
  it('has a library example that runs against the built package and prints what it says', () => {
    const [code] = readmeBlocks(root, 'js');
    expect(code).toBeDefined();
    const run = runInPackage(root, code ?? '');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("[ 'blue' ] points");
    expect(run.stdout).toContain('red: 16, blue: 18');
    expect(run.stdout).toContain('Winner: Bob (blue) with 18 VP.');
    expect(run.stdout).toContain('1:1 missing-field areas');
  });
});
