// Writes each package's type declarations with their declaration maps (`.d.ts.map`), so that
// "go to definition" in an editor lands in the package's TypeScript source (shipped in `src/`)
// instead of in a `.d.ts`. tsup's own `dts` bundles the declarations without maps, so the
// packages' tsup configs call this from `onSuccess` instead.
//
// The entry points are read from the package's `exports` (every `types` of `./dist/NAME.d.ts`
// comes from `src/NAME.ts`); the compiler options from its tsconfig.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The source file behind each `types` export of the package in `folder`. */
function entryPoints(folder) {
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
  const entries = new Set();
  const visit = (value) => {
    if (typeof value === 'string') return;
    for (const [condition, target] of Object.entries(value ?? {})) {
      if (condition === 'types' && typeof target === 'string') {
        const match = /^\.\/dist\/(.+)\.d\.ts$/.exec(target);
        const source = match && path.join(folder, 'src', `${match[1]}.ts`);
        if (source && existsSync(source)) entries.add(source);
      } else visit(target);
    }
  };
  visit(manifest.exports);
  return [...entries];
}

/**
 * Emits `dist/**\/*.d.ts` and `.d.ts.map` for the package in `folder` (its root by default).
 * Throws, after printing them, if the compiler reports errors.
 */
export async function emitDeclarations(folder = process.cwd()) {
  const started = performance.now();
  const configFile = path.join(folder, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (parsed === undefined) throw new Error(`cannot read ${configFile}`);
  const entries = entryPoints(folder);
  const program = ts.createProgram(entries, {
    ...parsed.options,
    noEmit: false,
    declaration: true,
    declarationMap: true,
    emitDeclarationOnly: true,
    sourceMap: false,
    incremental: false,
    composite: false,
    outDir: path.join(folder, 'dist'),
    rootDir: path.join(folder, 'src'),
  });
  const emitted = program.emit();
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
  if (diagnostics.length > 0) {
    console.error(
      ts.formatDiagnosticsWithColorAndContext(diagnostics, {
        getCanonicalFileName: (name) => name,
        getCurrentDirectory: () => folder,
        getNewLine: () => '\n',
      }),
    );
    throw new Error(`type declarations of ${path.basename(folder)} failed`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `DTS declarations and declaration maps for ${entries.length} entry points in ${seconds} s`,
  );
}
