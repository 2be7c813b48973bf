import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The engine's tree keeps its layers readable: no module imports one that imports it back (type
// imports included), and no source file runs past 400 lines unless its first comment says why.

const root = dirname(fileURLToPath(import.meta.url));

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__fixtures__' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sources(root);
const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));

function importsOf(file: string): string[] {
  const specifiers = (texts.get(file) ?? '').matchAll(
    /(?:from\s+|import\(\s*|^import\s+)'(\.[^']+)'/gm,
  );
  return [...specifiers]
    .map((match) => resolve(dirname(file), match[1] as string).replace(/\.js$/, '.ts'))
    .filter((target) => texts.has(target));
}

describe('the source tree', () => {
  it('has no import cycle', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const path: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      path.push(file);
      for (const target of importsOf(file)) {
        if (state.get(target) === 'open')
          cycles.push(
            [...path.slice(path.indexOf(target)), target]
              .map((entry) => relative(root, entry))
              .join(' -> '),
          );
        else if (!state.has(target)) visit(target);
      }
      path.pop();
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(files.length).toBeGreaterThan(50);
    expect(cycles).toEqual([]);
  });

  it('has no file over 400 lines without a reason in its first comment', () => {
    const long = files.filter((file) => {
      const text = texts.get(file) ?? '';
      return text.split('\n').length > 400 && !/^\/\/.*(speed|whole)/i.test(text);
    });
    expect(long.map((file) => relative(root, file))).toEqual([]);
  });
  it('has folders in layers: no folder imports one that imports it back, even through others', () => {
    // The files at the root are the public entry points and may sit on any layer; the folders
    // below them (edition, state, errors, rules, save, setup, machine, bots) form layers.
    const folderOf = (file: string) => {
      const parts = relative(root, file).split('/');
      return parts.length > 1 ? (parts[0] as string) : null;
    };
    const edges = new Map<string, Set<string>>();
    for (const file of files) {
      const from = folderOf(file);
      if (from === null) continue;
      for (const target of importsOf(file)) {
        const to = folderOf(target);
        if (to !== null && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      [...(edges.get(from) ?? [])].some(
        (next) => next === to || (!seen.has(next) && reaches(next, to, seen.add(next))),
      );
    const cycles = [...edges].flatMap(([from, targets]) =>
      [...targets].filter((to) => reaches(to, from)).map((to) => `${from} <-> ${to}`),
    );
    expect(edges.size).toBeGreaterThan(4);
    expect(cycles).toEqual([]);
  });
});
