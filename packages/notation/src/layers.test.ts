// The notation's folders are layers: a folder imports only from the folders below it. The
// source-layout check (scripts/source-layout.mjs) finds cycles between files; this test finds an
// import that points up between folders, which makes no cycle yet but starts one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('.', import.meta.url));

/**
 * For each folder (from src/), the folders it must not import from: those above it. The parser
 * (`parse/`) sits above both the syntax and the header, because it reads each record's header as
 * it goes, for the limits of that record's move text; the header's readers build on the syntax.
 */
const ABOVE: Record<string, readonly string[]> = {
  syntax: [
    'header',
    'parse',
    'replay',
    'canonical',
    'board',
    'record',
    'json',
    'stream',
    'cli',
    'position',
  ],
  header: ['parse', 'replay', 'canonical', 'board', 'record', 'json', 'stream', 'cli'],
  parse: ['replay', 'canonical', 'board', 'record', 'json', 'stream', 'cli'],
  'replay/line': ['replay/search', 'replay/build-solver', 'canonical', 'cli'],
  'replay/search': ['replay/build-solver', 'canonical', 'cli'],
  'replay/build-solver': ['canonical', 'cli'],
  replay: ['canonical', 'cli'],
};

/** The source files under a folder, tests left out. */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === '__fixtures__' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The imports of a file that point into a folder above its own, as `file -> target`. */
function upward(file: string): string[] {
  const from = relative(SOURCE, dirname(file));
  const rule = Object.keys(ABOVE)
    .filter((folder) => from === folder || from.startsWith(`${folder}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (rule === undefined) return [];
  const found: string[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const target = relative(SOURCE, resolve(dirname(file), match[1] as string));
    if ((ABOVE[rule] ?? []).some((above) => target.startsWith(`${above}/`)))
      found.push(`${relative(SOURCE, file)} -> ${target}`);
  }
  return found;
}

describe("the notation's folders are layers", () => {
  it('no file imports from a folder above its own (type imports included)', () => {
    const files = sources(SOURCE);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(upward)).toEqual([]);
  });
});
