import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readmeBlocks, runInPackage } from '@antarctica-game/foundation/readme-examples';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const run = (code: string, fileName: string) => runInPackage(root, code, { fileName });

describe('the package README', () => {
  it('has a whole-game example that runs against the built package', () => {
    const [code] = readmeBlocks(root, 'js');
    expect(code).toBeDefined();
    const result = run(code ?? '', 'readme-example.tmp.mjs');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^game over \(lastScientist\) after \d+ moves$/m);
    expect(result.stdout).toMatch(/^winner: \w+/m);
  });

  it('has a TypeScript example that compiles as written (strict) and runs', () => {
    const code = readmeBlocks(root, 'ts')[0] ?? '';
    expect(code).toContain('createGameActor');
    const file = fileURLToPath(new URL('../readme-example.tmp.ts', import.meta.url));
    writeFileSync(file, code);
    try {
      const program = ts.createProgram([file], {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        strict: true,
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        skipLibCheck: true,
        noEmit: true,
        types: [],
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(problems).toEqual([]);
    } finally {
      rmSync(file, { force: true });
    }
    const javascript = ts.transpileModule(code, {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    }).outputText;
    const result = run(javascript, 'readme-example-ts.tmp.mjs');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/the Sun is in area \d+/);
    expect(result.stdout).toMatch(/^saved \d+ characters$/m);
  });
});
