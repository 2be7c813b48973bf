import { readFileSync } from 'node:fs';
import { MOVE_TYPES } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';

const docs = readFileSync(new URL('../../../docs/notation.md', import.meta.url), 'utf8');
const source = readFileSync(new URL('./syntax/notation-error.ts', import.meta.url), 'utf8');

describe('docs/notation.md', () => {
  it('explains every error code', () => {
    const codes = [...source.matchAll(/^\s+\| '([a-z-]+)'/gm)].map((match) => match[1]);
    expect(codes.length).toBeGreaterThan(25);
    for (const code of codes) expect(docs, code).toMatch(new RegExp(`\\| \`${code}\`\\s+\\|`));
  });

  it('shows every kind of engine move with its token', () => {
    for (const type of MOVE_TYPES) expect(docs, type).toContain(`| \`${type}`);
  });
});
