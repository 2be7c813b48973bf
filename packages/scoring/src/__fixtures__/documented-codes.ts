import { readFileSync } from 'node:fs';

/** The codes of a table in docs/scoring.md, the one under `heading` (its first column). */
export function documentedCodes(heading: 'Errors' | 'Warnings'): string[] {
  const docs = readFileSync(new URL('../../../../docs/scoring.md', import.meta.url), 'utf8');
  const start =
    heading === 'Errors'
      ? docs.indexOf('### Errors and warnings')
      : docs.indexOf('Warnings do not stop scoring');
  const table = docs
    .slice(start)
    .split('\n\n')
    .find((block) => block.startsWith('| code'));
  return [...(table ?? '').matchAll(/^\| `([a-z-]+)`/gm)].map((match) => match[1] as string);
}

/** The codes of a union type in sheet-issue.ts (`SheetErrorCode` or `SheetWarningCode`). */
export function codesOfType(name: 'SheetErrorCode' | 'SheetWarningCode'): string[] {
  const source = readFileSync(new URL('../sheet/sheet-issue.ts', import.meta.url), 'utf8');
  const start = source.indexOf(`export type ${name} =`);
  // The union ends at its last member, `| 'code';` (comments may hold semicolons too).
  const body = source.slice(start, source.indexOf("';\n", start) + 1);
  return [...body.matchAll(/^\s*\| '([a-z-]+)'/gm)].map((match) => match[1] as string);
}
