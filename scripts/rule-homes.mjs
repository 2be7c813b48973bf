// Every fact of the game's rules and box has one home (docs/house.md): the engine, its edition
// data, or the scorer's box facts below it. This check finds a fact written again elsewhere, by
// the shapes such copies took before they were taken out. A copy kept for speed imports its
// figures from the home instead (the bots' ladder calls scoring's `ladderPoints`).
//
// Run: `node scripts/rule-homes.mjs` (part of `pnpm test`, in `lint:layout`). Exit code 1 on a
// finding, each with its file, line and the home to read the fact from. A copy that a redesign
// still has to end is listed in KNOWN_COPIES with its reason; one that is gone is noted, to be
// taken off the list.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('..', import.meta.url));

/**
 * The facts, each with the shapes of a copy and the one file allowed to hold it.
 * @type {{ fact: string; home: string; shapes: RegExp[] }[]}
 */
export const RULE_FACTS = [
  {
    fact: "a ship's owner",
    home: 'packages/engine/src/rules/board.ts',
    shapes: [/Math\.floor\(\s*[\w.[\]]+\s*\/\s*SHIPS_PER_SEAT\s*\)/, /\bship\w*\s*>>\s*3\b/],
  },
  {
    fact: 'ship spaces in an area',
    home: 'packages/engine/src/edition/default-edition.ts',
    shapes: [/\bSHIP_SPACES\s*=\s*\d/, /\bshipSpaces\s*:\s*\d/],
  },
  {
    fact: 'the setup table (scientists, ships and cubes by player count)',
    home: 'packages/scoring/src/box/box.ts',
    shapes: [/\b20\s*-\s*2\s*\*\s*\w+/, /\b8\s*-\s*players\b/, /\breserve\s*:\s*1[024]\b/],
  },
  {
    fact: 'the majority ladder',
    home: 'packages/scoring/src/scoring/majority-ladder.ts',
    // Its rule is "the most score the prize, each rank below the count one rank above".
    shapes: [/POSITIVE_INFINITY\s*\?\s*firstPrize/, /above\s*===\s*0\s*\?\s*firstPrize/],
  },
  {
    fact: 'the number of areas or Research Tracks as a literal',
    home: 'packages/engine/src/edition/default-edition.ts',
    shapes: [/\bAREAS\s*=\s*8\b/, /\bTRACKS\s*=\s*5\b/],
  },
];

/**
 * Copies that stay until a redesign ends them: the file, the fact, and why.
 * @type {{ file: string; fact: string; reason: string }[]}
 */
export const KNOWN_COPIES = [];

const SKIPPED = new Set(['node_modules', 'dist', '.turbo', '__fixtures__', 'api', 'cache']);
const SOURCE = /\.(ts|mts|mjs)$/;
const NOT_SOURCE = /\.(test|bench)\.(ts|mts|mjs)$|\.d\.(ts|mts)$/;

/** The source files below `folder` (tests, fixtures and built files left out). */
function sources(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name) ? [path] : [];
  });
}

/**
 * Every copy of a rule fact in the packages' sources under `root` (`packages/*​/src`), outside
 * its home and the known copies.
 * @returns {{ file: string; line: number; fact: string; home: string }[]}
 */
export function findCopies(root, facts = RULE_FACTS, known = KNOWN_COPIES) {
  const packages = join(root, 'packages');
  const found = [];
  for (const name of readdirSync(packages)) {
    let files;
    try {
      files = sources(join(packages, name, 'src'));
    } catch {
      continue;
    }
    for (const path of files) {
      const file = relative(root, path).split('\\').join('/');
      const lines = readFileSync(path, 'utf8').split('\n');
      for (const { fact, home, shapes } of facts) {
        if (file === home || known.some((copy) => copy.file === file && copy.fact === fact))
          continue;
        lines.forEach((text, index) => {
          if (shapes.some((shape) => shape.test(text)))
            found.push({ file, line: index + 1, fact, home });
        });
      }
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const copies = findCopies(repository);
  for (const copy of copies)
    console.error(
      `${copy.file}:${copy.line}: ${copy.fact} is written again; read it from ${copy.home}`,
    );
  const stale = KNOWN_COPIES.filter((copy) =>
    findCopies(repository, RULE_FACTS, []).every((found) => found.file !== copy.file),
  );
  for (const copy of stale)
    console.log(`${copy.file}: no longer copies ${copy.fact}; take it off KNOWN_COPIES`);
  if (copies.length > 0) process.exit(1);
  console.log(`rule homes: no rule fact written twice (${RULE_FACTS.length} facts checked)`);
}
