// Measures the viewer's size, minified then gzip -9 (esbuild, as a page's bundler would ship it):
// the board and the whole package with the engine, the notation and Lit left out (what they add
// to a page that has those already), and the same with everything in. Prints; asserts nothing.
// Run: node bench/size.mjs (after `pnpm install`; no build needed, it bundles src/).
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const EXTERNAL = ['@antarctica-game/engine', '@antarctica-game/notation', 'lit', 'lit/*', '@lit/*'];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function size(contents, external) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    external,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const BOARD =
  "import { AntarcticaBoard } from './src/board/board-element.ts'; customElements.define('antarctica-board', AntarcticaBoard);";
const rows = [
  ['<antarctica-board> alone', BOARD, EXTERNAL],
  ['the whole package (define entry)', "import './src/define.ts';", EXTERNAL],
  ['<antarctica-board>, with engine and Lit', BOARD, []],
  ['the whole package, with engine, notation, Lit', "import './src/define.ts';", []],
  [
    'engine + notation + Lit alone',
    "export * from '@antarctica-game/engine'; export * from '@antarctica-game/notation'; export * from 'lit';",
    [],
  ],
];
console.log('Sizes, minified then gzip -9 (engine, notation and Lit external unless "with"):');
for (const [label, contents, external] of rows) {
  const { min, gzip } = await size(contents, external);
  console.log(`  ${label.padEnd(48)} ${kb(min).padStart(9)} min ${kb(gzip).padStart(9)} gzip`);
}
