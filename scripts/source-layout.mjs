// The source layout of every package (and of these scripts): no module imports one that imports
// it back, type imports included, and no source file runs past 400 lines unless its first comment
// says why ("Over 400 lines: ..."). Generalised from the engine's src/source-layout.test.ts.
//
// Run: `node scripts/source-layout.mjs` (part of `pnpm test`). Exit code 1 on a finding, with
// each cycle's files and each long file listed. A cycle that needs a redesign to end is listed in
// KNOWN_CYCLES with its reason; a listed cycle that is gone is noted, to be taken off the list.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('..', import.meta.url));

/** Folders never read: built, installed or generated files. */
const SKIPPED = new Set(['node_modules', 'dist', '.turbo', 'coverage', 'api', 'cache', 'public']);
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const DECLARATION = /\.d\.(ts|mts)$/;
const TEST = /\.test\.(ts|mts|mjs)$/;
export const MAX_LINES = 400;

/**
 * Import cycles that stay until a redesign ends them: each entry names the imports (`from`, one
 * file or several, imports `to`; paths from the repository's root) that are left out of the
 * graph, and why. Only imports that close a cycle belong here.
 * @type {{ from: string | string[]; to: string; reason: string }[]}
 */
export const KNOWN_CYCLES = [];

/** Every package folder of the workspace, and the repository's own scripts. */
export function packageFolders(root = repository) {
  const packages = readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, 'packages', entry.name));
  return [...packages, join(root, 'docs'), join(root, 'scripts')];
}

/** The source files under a folder: scripts and modules, not declarations, not built output. */
export function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !DECLARATION.test(entry.name) ? [path] : [];
  });
}

const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}\/[^'"]*)\1/gm;

/** Where a relative specifier lands: `./x.js` is `./x.ts` in the sources, `./x` may be a folder. */
function resolveSpecifier(file, specifier, known) {
  const base = resolve(dirname(file), specifier);
  const stem = base.replace(/\.(js|mjs|ts|mts)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    `${stem}.mjs`,
    `${stem}.js`,
    join(base, 'index.ts'),
    join(base, 'index.js'),
  ];
  return candidates.find((candidate) => known.has(candidate));
}

/** Each file's imports of other files in the set (static, dynamic, side-effect and type-only). */
export function importGraph(files, textOf) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const match of textOf(file).matchAll(SPECIFIER)) {
      const target = resolveSpecifier(file, match[2], known);
      if (target !== undefined && target !== file) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan), each sorted. */
export function cyclesOf(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) components.push(component.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return components;
}

/** One path round a component, to show how its files import each other. */
function cyclePath(component, graph) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const target of graph.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = file; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return component;
}

/** The first comment of a file: its leading `//` lines or its leading block comment. */
export function firstComment(text) {
  const block = /^\s*(?:#![^\n]*\n)?\s*\/\*([\s\S]*?)\*\//.exec(text);
  if (block) return block[1];
  const lines = /^\s*(?:#![^\n]*\n)?((?:\s*\/\/[^\n]*\n)+)/.exec(text);
  return lines ? lines[1] : '';
}

/** Whether a long file says why in its first comment ("Over 400 lines: ..."). */
export function statesWhyLong(text) {
  return /over 400 lines/i.test(firstComment(text));
}

/**
 * Check the folders; returns the findings as lines of text (none: the layout holds).
 * @param {{ folders?: string[]; root?: string; known?: typeof KNOWN_CYCLES }} [options]
 */
export function checkLayout(options = {}) {
  const root = options.root ?? repository;
  const folders = options.folders ?? packageFolders(root);
  const known = options.known ?? KNOWN_CYCLES;
  const files = folders
    .filter((folder) => statSync(folder, { throwIfNoEntry: false }))
    .flatMap(sourceFiles);
  const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const graph = importGraph(files, (file) => texts.get(file) ?? '');
  const name = (file) => relative(root, file);
  const findings = [];
  // A known cycle that is gone is only noted: the package's owner may end it in the same change.
  const notes = [];

  const imports = known.flatMap((exception) =>
    [exception.from].flat().map((from) => ({ from, to: exception.to })),
  );
  for (const exception of imports) {
    const from = join(root, exception.from);
    const to = join(root, exception.to);
    const what = `${exception.from} -> ${exception.to}`;
    if (!graph.get(from)?.has(to)) {
      notes.push(`known cycle no longer there, remove it from KNOWN_CYCLES: ${what}`);
      continue;
    }
    const closes = cyclesOf(graph).some(
      (component) => component.includes(from) && component.includes(to),
    );
    if (closes) graph.get(from).delete(to);
    else notes.push(`known cycle no longer a cycle, remove it from KNOWN_CYCLES: ${what}`);
  }

  for (const component of cyclesOf(graph))
    findings.push(
      `import cycle: ${cyclePath(component, graph).map(name).join(' -> ')}${component.length > 2 ? ` (${component.length} files in the cycle: ${component.map(name).join(', ')})` : ''}`,
    );

  for (const file of files) {
    if (TEST.test(file)) continue;
    const text = texts.get(file) ?? '';
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES && !statesWhyLong(text))
      findings.push(
        `${name(file)}: ${lines} lines, over ${MAX_LINES} without "Over ${MAX_LINES} lines: <why>" in its first comment`,
      );
  }
  return { files: files.length, findings, notes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, findings, notes } = checkLayout();
  for (const note of notes) console.log(`note: ${note}`);
  for (const finding of findings) console.error(finding);
  if (findings.length > 0) {
    console.error(`source layout: ${findings.length} finding(s) in ${files} files`);
    process.exit(1);
  }
  console.log(`source layout: ${files} files, no import cycle, no long file without a reason`);
}
