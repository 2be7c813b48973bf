import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');
const script = /<script type="module">([\s\S]*?)<\/script>/g;

/** Parsed files kept between the two programs: the DOM's types take seconds to parse. */
const parsed = new Map<string, ts.SourceFile | undefined>();

/** Type-checks files written against the package's sources; returns the errors. */
function typeErrors(files: Record<string, string>, options: ts.CompilerOptions): string[] {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) => {
    if (name in files) return getSourceFile(name, version, ...rest);
    const key = `${name}|${JSON.stringify(version)}`;
    if (!parsed.has(key)) parsed.set(key, getSourceFile(name, version, ...rest));
    return parsed.get(key);
  };
  const read = host.readFile.bind(host);
  host.readFile = (name) => files[name] ?? read(name);
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => name in files || exists(name);
  const program = ts.createProgram(Object.keys(files), options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file === undefined || diagnostic.file.fileName in files)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  skipLibCheck: true,
  noEmit: true,
  allowImportingTsExtensions: true,
  paths: {
    '@antarctica-game/companion': [`${root}src/index.ts`],
    '@antarctica-game/companion/define': [`${root}src/define.ts`],
  },
};

describe('types for the README’s readers', () => {
  it('type-check the README’s script as a JavaScript file, `event.detail` included', () => {
    const code = [...readme.matchAll(script)].map((match) => match[1]).join('\n');
    expect(code).toContain("addEventListener('antarctica-sun-moved'");
    const errors = typeErrors(
      { [`${root}readme-example.js`]: `${code}\nexport {};\n` },
      { ...compilerOptions, allowJs: true, checkJs: true },
    );
    expect(errors).toEqual([]);
  });

  it('type the events of every element for a strict TypeScript listener', () => {
    const errors = typeErrors(
      {
        [`${root}listener-example.ts`]: `
          import type { Phase } from '@antarctica-game/companion';
          import '@antarctica-game/companion/define';
          const tracker = document.createElement('antarctica-sun-tracker');
          tracker.addEventListener('antarctica-ship-sailed', (event) => {
            const to: number = event.detail.to;
            const seat: number | null = event.detail.seat;
            console.log(to, seat);
          });
          document.addEventListener('antarctica-sun-moved', (event) => console.log(event.detail.area + 1));
          window.addEventListener('antarctica-leader-changed', (event) => console.log(event.detail.seats));
          document.body.addEventListener('antarctica-phase-changed', (event) => {
            const phase: Phase = event.detail.phase;
            console.log(phase);
          });
          tracker.addEventListener('antarctica-action', (event) => console.log(event.detail.action.type));
        `,
      },
      { ...compilerOptions, strict: true, exactOptionalPropertyTypes: true },
    );
    expect(errors).toEqual([]);
  });
});
