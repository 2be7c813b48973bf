// The notation's example records, read from the notation package beside this one.
import { readFileSync } from 'node:fs';

/** The text of `packages/notation/examples/<name>.agn`. */
export function example(name: string): string {
  return readFileSync(
    new URL(`../../../../notation/examples/${name}.agn`, import.meta.url),
    'utf8',
  );
}
