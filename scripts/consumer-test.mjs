// The packages as a consumer meets them: pack every package with pnpm, install the tarballs with
// plain npm into a scratch project outside the repository, run each README's examples there,
// type-check a TypeScript consumer of every entry point (moduleResolution node16 and bundler,
// strict, exactOptionalPropertyTypes), and check with esbuild that a bundle importing only
// `scoreSheet` pulls in neither the engine nor Lit.
//
// Run after the build: `node scripts/consumer-test.mjs` (part of `pnpm test`). The examples are
// read from the READMEs at run time, so the test follows the READMEs as they change.
// `--keep` keeps the scratch folder for a look afterwards; `--root DIR` packs another copy.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { checkHeadlessTypes, checkPackageFiles, SCORING_CONSUMER } from './consumer-checks.mjs';
import {
  codeBlocks,
  run,
  sortDiagnostics,
  typedEntryPoints,
  workspacePackages,
} from './consumer-tools.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
// `--root DIR`: pack the packages of another copy of the workspace (the release dry run's, at
// their next versions) instead of this one.
const rootAt = process.argv.indexOf('--root');
const source = rootAt === -1 ? root : path.resolve(process.argv[rootAt + 1] ?? '.');

/**
 * Files that README command lines name, and where the scratch project takes them from
 * (relative to its node_modules). A command naming a file not listed here fails the test.
 */
const SAMPLE_FILES = {
  'sheet.json': '@antarctica-game/scoring/examples/four-players.json',
};

/**
 * Commands whose README lines run as they are (they finish in a moment). Other commands' README
 * lines may be long runs (a simulation of 100,000 games): those commands only get `--help`.
 */
const README_COMMANDS_RUN = new Set(['antarctica-score']);

/** Seconds a README example may take. */
const EXAMPLE_TIMEOUT = 60;

/** Packages whose code must not end up in a bundle that imports only `scoreSheet`. */
const NOT_IN_SCORE_SHEET_BUNDLE =
  /node_modules\/(@antarctica-game\/engine|lit|lit-html|lit-element|@lit)\//;

let failures = 0;
const pass = (what) => console.log(`  ok    ${what}`);
const phase = (title) =>
  console.log(`${title} (at ${((performance.now() - started) / 1000).toFixed(1)} s)`);
const fail = (what, detail = '') => {
  failures++;
  console.log(`  FAIL  ${what}${detail ? `\n${indent(detail)}` : ''}`);
};
const indent = (text) =>
  text
    .trimEnd()
    .split('\n')
    .slice(0, 40)
    .map((line) => `        ${line}`)
    .join('\n');

const scratch = mkdtempSync(path.join(os.tmpdir(), 'antarctica-consumer-'));
const tarballs = path.join(scratch, 'tarballs');
const app = path.join(scratch, 'app');
mkdirSync(tarballs);
mkdirSync(app);

try {
  const packages = workspacePackages(source);
  const unbuilt = packages.filter(({ dir }) => !existsSync(path.join(dir, 'dist')));
  if (unbuilt.length > 0) {
    throw new Error(
      `build first (pnpm build): no dist/ in ${unbuilt.map(({ manifest }) => manifest.name).join(', ')}`,
    );
  }

  phase(`Packing ${packages.length} packages into ${tarballs}`);
  const packed = await Promise.all(
    packages.map(({ dir }) =>
      run('npx', ['--yes', 'pnpm@12.4.2', 'pack', '--pack-destination', tarballs], { cwd: dir }),
    ),
  );
  packed.forEach((result, index) => {
    const name = packages[index]?.manifest.name;
    if (result.code === 0) pass(`pnpm pack ${name}`);
    else fail(`pnpm pack ${name}`, result.stderr || result.stdout);
  });
  const files = readdirSync(tarballs).filter((file) => file.endsWith('.tgz'));
  if (files.length !== packages.length) throw new Error('not every package could be packed');

  phase('Installing the tarballs with npm into a scratch project');
  writeFileSync(
    path.join(app, 'package.json'),
    `${JSON.stringify({ name: 'antarctica-consumer', private: true, type: 'module' }, null, 2)}\n`,
  );
  const installed = await run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...files.map((file) => path.join(tarballs, file)),
    ],
    { cwd: app },
  );
  if (installed.code !== 0) throw new Error(`npm install failed:\n${installed.stderr}`);
  pass(`npm install ${files.join(' ')}`);

  for (const [name, source] of Object.entries(SAMPLE_FILES)) {
    const from = path.join(app, 'node_modules', source);
    if (existsSync(from)) cpSync(from, path.join(app, name));
  }
  const bins = new Set(
    packages.flatMap(({ manifest }) =>
      typeof manifest.bin === 'string'
        ? [manifest.name.split('/')[1]]
        : Object.keys(manifest.bin ?? {}),
    ),
  );

  phase('Checking the packages as npm shows them');
  for (const { manifest } of packages) {
    checkPackageFiles(path.join(app, 'node_modules', manifest.name), manifest, { pass, fail });
  }

  phase('Running the README examples');
  const helped = new Set();
  /** README TypeScript blocks, type-checked below with the consumer (strict settings). */
  const readmeTypeScript = [];
  for (const { manifest } of packages) {
    const readmePath = path.join(app, 'node_modules', manifest.name, 'README.md');
    if (!existsSync(readmePath)) {
      fail(`${manifest.name}: README.md is not in the package`);
      continue;
    }
    const blocks = codeBlocks(readFileSync(readmePath, 'utf8'));
    let examples = 0;
    for (const [index, block] of blocks.entries()) {
      const where = `${manifest.name} README, block ${index + 1} (${block.lang || 'text'})`;
      if (
        ['js', 'javascript', 'mjs'].includes(block.lang) &&
        /@antarctica-game\//.test(block.code)
      ) {
        examples++;
        const file = path.join(app, `readme-${manifest.name.split('/')[1]}-${index + 1}.mjs`);
        writeFileSync(file, block.code);
        const result = await run(process.execPath, [file], { cwd: app, timeout: EXAMPLE_TIMEOUT });
        if (result.code === 0 && result.stderr === '') pass(`${where} runs in Node`);
        else fail(`${where} runs in Node`, `exit ${result.code}\n${result.stderr}`);
      } else if (
        ['ts', 'typescript', 'html'].includes(block.lang) &&
        /@antarctica-game\//.test(block.code)
      ) {
        examples++;
        const code =
          block.lang === 'html'
            ? [...block.code.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)]
                .map((m) => m[1])
                .join('\n')
            : block.code;
        const file = path.join(
          app,
          `readme-${manifest.name.split('/')[1]}-${index + 1}.${block.lang === 'html' ? 'js' : 'ts'}`,
        );
        writeFileSync(file, code);
        if (block.lang !== 'html') readmeTypeScript.push({ where, code });
        try {
          await esbuild.build({
            entryPoints: [file],
            bundle: true,
            write: false,
            platform: 'browser',
            format: 'esm',
            logLevel: 'silent',
            absWorkingDir: app,
          });
          pass(`${where} resolves every import against the installed packages (bundled, not run)`);
        } catch (error) {
          fail(`${where} resolves every import`, error.message);
        }
      } else if (['sh', 'bash', 'shell'].includes(block.lang)) {
        for (const raw of block.code.split('\n')) {
          const line = raw.replace(/\s+#.*$/, '').trim();
          const words = line.split(/\s+/);
          const usesBin = words.some(
            (word, at) =>
              bins.has(word) && (at === 0 || words[at - 1] === 'npx' || words[at - 1] === '|'),
          );
          if (!usesBin) continue;
          examples++;
          const bin = words.find((word) => bins.has(word)) ?? '';
          const env = {
            ...process.env,
            PATH: `${path.join(app, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
          };
          if (!README_COMMANDS_RUN.has(bin)) {
            if (helped.has(bin)) continue;
            helped.add(bin);
            const binary = path.join(app, 'node_modules', '.bin', bin);
            const result = await run(binary, ['--help'], {
              cwd: app,
              env,
              timeout: EXAMPLE_TIMEOUT,
            });
            if (result.code === 0)
              pass(`${where}: \`${bin} --help\` (its README lines are long runs)`);
            else fail(`${where}: \`${bin} --help\``, `exit ${result.code}\n${result.stderr}`);
            continue;
          }
          const missing = words.filter(
            (word) => /\.(json|txt)$/.test(word) && !existsSync(path.join(app, word)),
          );
          if (missing.length > 0) {
            fail(
              `${where}: \`${line}\``,
              `names ${missing.join(', ')}, which SAMPLE_FILES in scripts/consumer-test.mjs does not provide`,
            );
            continue;
          }
          const command = line.replace(/(^|\|\s*)npx\s+/g, '$1');
          const result = await run('/bin/sh', ['-c', command], {
            cwd: app,
            env,
            timeout: EXAMPLE_TIMEOUT,
          });
          if (result.code === 0) pass(`${where}: \`${line}\``);
          else fail(`${where}: \`${line}\``, `exit ${result.code}\n${result.stderr}`);
        }
      }
    }
    if (examples === 0) console.log(`  note  ${manifest.name}: its README has no example to run`);
  }

  phase('Type-checking a TypeScript consumer (strict, exactOptionalPropertyTypes)');
  const consumer = path.join(app, 'consumer');
  mkdirSync(consumer);
  const entries = packages.flatMap(({ manifest }) => typedEntryPoints(manifest));
  writeFileSync(
    path.join(consumer, 'entry-points.ts'),
    `${entries.map((entry, index) => `import * as entry${index} from '${entry}';`).join('\n')}\n\nexport const entryPoints = [${entries.map((_, index) => `entry${index}`).join(', ')}];\n`,
  );
  writeFileSync(path.join(consumer, 'scoring.ts'), SCORING_CONSUMER);
  for (const [index, { code }] of readmeTypeScript.entries()) {
    // Each block is a module of its own, as a reader's file would be.
    writeFileSync(path.join(consumer, `readme-block-${index + 1}.ts`), `${code}\nexport {};\n`);
  }
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const resolutions = [
    ['node16', 'node16'],
    ['bundler', 'esnext'],
  ];
  const checks = resolutions.map(([resolution, module]) => {
    const config = path.join(app, `tsconfig.${resolution}.json`);
    writeFileSync(
      config,
      JSON.stringify({
        compilerOptions: {
          target: 'es2022',
          lib: ['es2023', 'dom'],
          module,
          moduleResolution: resolution,
          strict: true,
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
          // Our declarations are checked too; errors inside other libraries are only noted.
          skipLibCheck: false,
          noEmit: true,
          types: [],
        },
        include: ['consumer/*.ts'],
      }),
    );
    return run(process.execPath, [tsc, '-p', config, '--pretty', 'false'], { cwd: app });
  });
  for (const [index, result] of (await Promise.all(checks)).entries()) {
    const what = `tsc, moduleResolution ${resolutions[index]?.[0]}: ${entries.length} entry points, a scoring consumer and ${readmeTypeScript.length} README TypeScript blocks`;
    const { ours, theirs } = sortDiagnostics(result.stdout + result.stderr);
    if (result.code === 0 || (ours.length === 0 && theirs.length > 0)) pass(what);
    else fail(what, ours.join('\n') || result.stdout + result.stderr);
    if (theirs.length > 0) {
      const libraries = [
        ...new Set(theirs.map((entry) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(entry)?.[1])),
      ];
      console.log(
        `  note  ${theirs.length} errors inside ${libraries.join(', ')} under these settings (not ours)`,
      );
    }
  }

  phase('Type-checking a headless engine program (strict, skipLibCheck off)');
  await checkHeadlessTypes(app, tsc, { run, pass, fail });

  phase('Bundling what imports only scoreSheet');
  writeFileSync(
    path.join(app, 'score-only.js'),
    "import { scoreSheet } from '@antarctica-game/scoring';\nconsole.log(scoreSheet);\n",
  );
  const bundle = await esbuild.build({
    entryPoints: [path.join(app, 'score-only.js')],
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    platform: 'browser',
    format: 'esm',
    absWorkingDir: app,
    logLevel: 'silent',
  });
  const inputs = Object.keys(bundle.metafile.inputs);
  const intruders = inputs.filter((input) => NOT_IN_SCORE_SHEET_BUNDLE.test(input));
  const size = bundle.outputFiles[0]?.contents.length ?? 0;
  if (
    intruders.length === 0 &&
    inputs.some((input) => input.includes('@antarctica-game/scoring'))
  ) {
    pass(
      `a bundle importing only scoreSheet holds neither the engine nor Lit (${(size / 1024).toFixed(1)} KB minified)`,
    );
  } else {
    fail(
      'a bundle importing only scoreSheet holds neither the engine nor Lit',
      intruders.join('\n'),
    );
  }
} catch (error) {
  fail('consumer test', error instanceof Error ? error.message : String(error));
} finally {
  if (process.argv.includes('--keep')) console.log(`Scratch project kept in ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failures > 0) {
  console.log(`\nConsumer test: ${failures} failure${failures === 1 ? '' : 's'} (${seconds} s)`);
  process.exitCode = 1;
} else {
  console.log(`\nConsumer test passed (${seconds} s)`);
}
