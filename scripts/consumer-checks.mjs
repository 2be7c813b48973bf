// Checks of the packages as npm shows them, for scripts/consumer-test.mjs: what the README links
// to, which files ship, whether the source maps lead somewhere, and what the headless engine's
// declarations import. Each check reads the installed package (what a user gets), not the repo.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The targets of a Markdown text's links and images: inline `[text](target)`, reference
 * definitions `[name]: target` and HTML `src`/`href` attributes. Code blocks are left out.
 */
export function markdownLinkTargets(markdown) {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  const targets = [];
  for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
    targets.push(match[1]);
  for (const match of prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm))
    targets.push(match[1]);
  for (const match of prose.matchAll(/\b(?:src|href)\s*=\s*["']([^"']+)["']/g))
    targets.push(match[1]);
  return targets;
}

/** A link that works on the npm page: an absolute URL, a mail address or an anchor on the page. */
export function worksOnNpm(target) {
  return /^(https?:|mailto:|#)/.test(target);
}

/** Every file below a folder, as paths relative to it. */
function filesBelow(folder) {
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      // npm nests a dependency under the package when the hoisted version does not fit it
      // (the bots' bullmq takes redis as a peer, at another version than the hoisted one): that
      // folder is the dependency's, not the package's.
      if (name === 'node_modules') continue;
      if (statSync(full).isDirectory()) walk(full);
      else found.push(path.relative(folder, full));
    }
  };
  walk(folder);
  return found;
}

/**
 * The npm-facing checks of one installed package: README links, a shipped changelog, a map
 * beside every declaration entry, and source maps whose sources are in the package.
 */
export function checkPackageFiles(installed, manifest, { pass, fail }) {
  const name = manifest.name;
  const readme = path.join(installed, 'README.md');
  if (existsSync(readme)) {
    const broken = markdownLinkTargets(readFileSync(readme, 'utf8')).filter(
      (target) => !worksOnNpm(target),
    );
    if (broken.length === 0) pass(`${name}: every README link is absolute (works on npm's page)`);
    else fail(`${name}: README links that break on npm's page`, broken.join('\n'));
  }

  const files = manifest.files ?? [];
  if (files.includes('CHANGELOG.md')) pass(`${name}: ships CHANGELOG.md ("files")`);
  else fail(`${name}: "files" does not ship CHANGELOG.md`);

  const entries = Object.values(manifest.exports ?? {}).filter(
    (target) => typeof target === 'object' && target !== null && typeof target.types === 'string',
  );
  const unmapped = entries
    .map((target) => target.types)
    .filter((types) => !existsSync(path.join(installed, `${types}.map`)));
  if (unmapped.length === 0)
    pass(`${name}: a declaration map beside each of ${entries.length} types entries`);
  else fail(`${name}: types entries without a declaration map`, unmapped.join('\n'));

  // TypeScript 5.7 made typed arrays generic and prints `Uint8Array<ArrayBuffer>` for an inferred
  // field; a consumer on an older TypeScript then fails on our declarations. Fields are annotated.
  const genericArrays = filesBelow(installed)
    .filter((file) => file.endsWith('.d.ts'))
    .filter((file) =>
      /\b(?:Uint8|Int32|Float64|Uint16|Int8|Uint32)Array</.test(
        readFileSync(path.join(installed, file), 'utf8'),
      ),
    );
  if (genericArrays.length === 0)
    pass(`${name}: no generic typed array in its declarations (TypeScript < 5.7)`);
  else
    fail(
      `${name}: declarations with generic typed arrays (break TypeScript < 5.7)`,
      genericArrays.join('\n'),
    );

  const maps = filesBelow(installed).filter((file) => file.endsWith('.map'));
  const missing = new Set();
  for (const map of maps) {
    const json = JSON.parse(readFileSync(path.join(installed, map), 'utf8'));
    const base = path.join(installed, path.dirname(map), json.sourceRoot ?? '');
    (json.sources ?? []).forEach((source, index) => {
      // Code bundled from the private foundation package is not shipped as a file: its map
      // carries the text itself, which is all a debugger needs.
      if (
        /(^|\/)foundation\/src\//.test(source) &&
        typeof json.sourcesContent?.[index] === 'string'
      )
        return;
      const file = path.resolve(base, source);
      if (!file.startsWith(installed) || !existsSync(file)) missing.add(`${map} -> ${source}`);
    });
  }
  if (missing.size === 0)
    pass(`${name}: the sources of its ${maps.length} source maps are all in the package`);
  else
    fail(
      `${name}: source maps name files the package does not ship`,
      [...missing].slice(0, 10).join('\n') +
        (missing.size > 10 ? `\n(${missing.size} in all)` : ''),
    );
}

/**
 * The declaration files a `.d.ts` entry reaches through relative imports, and the bare module
 * names they import (`xstate`, `@antarctica-game/scoring`, ...).
 */
export function declarationImports(entryFile) {
  const seen = new Set();
  const bare = new Set();
  const queue = [entryFile];
  const specifiers = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(specifiers)) {
      const specifier = match[1];
      if (!specifier.startsWith('.')) {
        bare.add(specifier);
        continue;
      }
      const target = path.resolve(path.dirname(file), specifier);
      const candidates = [
        target.replace(/\.js$/, '.d.ts'),
        `${target}.d.ts`,
        path.join(target, 'index.d.ts'),
      ];
      const found = candidates.find((candidate) => existsSync(candidate));
      if (found) queue.push(found);
    }
  }
  return { files: [...seen], modules: [...bare] };
}

/** A TypeScript consumer of the scorer's API, type-checked (not run) under both resolutions. */
export const SCORING_CONSUMER = `import {
  type FirstPlaceRankings,
  formatScoreTable,
  parseScoreSheet,
  type ScoreOptions,
  type ScoreResult,
  type ScoreSheet,
  type SheetPlayer,
  type SheetValidation,
  scoreSheet,
  scoreValidSheet,
  validateScoreSheet,
} from '@antarctica-game/scoring';

const sheet: ScoreSheet = {
  players: [
    { color: 'red', name: 'Ann', buildingCards: 0, asteriskCards: 0, discardedResources: 0 },
    { color: 'blue', buildingCards: 0, asteriskCards: 0, discardedResources: 0 },
  ],
  sun: 0,
  areas: [
    { buildings: 1 },
    { closed: true },
    { buildings: 1, scientists: { red: 1 } },
    { buildings: 1 },
    { buildings: 1 },
    { closed: true },
    { buildings: 1 },
    { buildings: 1 },
  ],
  tracks: [{ cubes: [{ player: 'blue', value: 3 }] }, { cubes: [] }, {}, { closed: true }, { closed: true }],
};
const reading: FirstPlaceRankings = 'areasAndTracks';
const options: ScoreOptions = { firstPlaceRankings: reading };
const result: ScoreResult = scoreSheet(sheet, options);
const fast: ScoreResult = scoreValidSheet(sheet);
const checked: SheetValidation = validateScoreSheet(JSON.parse('{}') as unknown);
const parsed = parseScoreSheet('{}');
const codes: string[] = parsed.ok ? [] : parsed.errors.map((error) => error.code);
export const text: string =
  formatScoreTable(result, { explain: true }) + fast.firstPlaceRankings + String(checked.ok) + codes.join();

// With exactOptionalPropertyTypes an optional field may be left out, but not set to undefined.
// @ts-expect-error name is optional, so it cannot be undefined
export const wrong: SheetPlayer = { color: 'red', name: undefined, buildingCards: 0, asteriskCards: 0, discardedResources: 0 };
`;

/** A headless program: the engine's main entry only, as a bot or a simulation uses it. */
export const HEADLESS_CONSUMER = `import {
  applyMove,
  currentDecision,
  EngineError,
  finalScores,
  type GameState,
  legalMoves,
  type Move,
  newGame,
  playerView,
  tryApplyMove,
} from '@antarctica-game/engine';

let state: GameState = newGame({ players: 2, seed: 'strict' });
const first: Move | undefined = legalMoves(state)[0];
if (first !== undefined) state = applyMove(state, first);
const refused = tryApplyMove(state, { type: 'endTurn', seat: 3 });
export const summary = [
  currentDecision(state).kind,
  playerView(state, 0).viewer,
  refused.ok ? 'accepted' : refused.error.code,
  state.ended === null ? 'on' : finalScores(state).winners.join(),
  EngineError.name,
];
`;

/**
 * The headless entry as a bot author compiles it: its declarations reach nothing of xstate, and
 * a program using it compiles with `strict`, `exactOptionalPropertyTypes` and `skipLibCheck` off
 * with no error anywhere, not even inside a library.
 */
export async function checkHeadlessTypes(app, tsc, { run, pass, fail }) {
  const entry = path.join(app, 'node_modules', '@antarctica-game', 'engine', 'dist', 'index.d.ts');
  const { files, modules } = declarationImports(entry);
  const xstate = modules.filter((name) => name === 'xstate' || name.startsWith('xstate/'));
  if (xstate.length === 0)
    pass(
      `@antarctica-game/engine: its ${files.length} headless declaration files import no xstate`,
    );
  else
    fail(
      '@antarctica-game/engine: the headless declarations import xstate',
      `${xstate.join(', ')} (reached from dist/index.d.ts through ${files.length} files)`,
    );

  const folder = path.join(app, 'headless');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'bot.ts'), HEADLESS_CONSUMER);
  const config = path.join(app, 'tsconfig.headless.json');
  writeFileSync(
    config,
    JSON.stringify({
      compilerOptions: {
        target: 'es2022',
        lib: ['es2023'],
        module: 'node16',
        moduleResolution: 'node16',
        strict: true,
        exactOptionalPropertyTypes: true,
        skipLibCheck: false,
        noEmit: true,
        types: [],
      },
      include: ['headless/*.ts'],
    }),
  );
  const result = await run(process.execPath, [tsc, '-p', config, '--pretty', 'false'], {
    cwd: app,
  });
  const what =
    'a headless engine program compiles (strict, exactOptionalPropertyTypes, skipLibCheck false)';
  if (result.code === 0) pass(what);
  else fail(what, result.stdout + result.stderr);
}
