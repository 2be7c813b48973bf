import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SEEDED_OPENING } from '../__fixtures__/records.js';

// A bad record is answered as `antarctica-notation check` answers it (the README's promise):
// both built commands are run on the same files and their error lines compared.
const analyse = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const notation = createRequire(import.meta.url)
  .resolve('@antarctica-game/notation/package.json')
  .replace(/package\.json$/, 'dist/cli.js');

const folder = mkdtempSync(join(tmpdir(), 'analyse-check-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function file(name: string, content: string | Uint8Array): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

function run(command: string, args: string[], input?: string) {
  return spawnSync(process.execPath, [command, ...args], { encoding: 'utf8', input });
}

/** The three-player example's opening, which stops early, still saying who won. */
const CUT_WITH_RESULT = SEEDED_OPENING.replace('[Players "3"]', '[Players "3"]\n[Result "B"]');

describe('antarctica-analyse answers a bad record as antarctica-notation check (built commands)', () => {
  it('prints check’s error lines, and exit code 2, for an illegal move, a syntax error, binary input and a game said over that is not', () => {
    const bad = {
      illegal: SEEDED_OPENING.replace('3.C s2 bd4 xa e', '3.C s2 bd4 xa xa xa e'),
      syntax: `${SEEDED_OPENING}4.B xa s4 bb1 e q7 e\n`,
      binary: new Uint8Array([
        ...new TextEncoder().encode('[Event "\u0000 a binary file"]'),
        0xff,
        0xfe,
      ]),
      cut: CUT_WITH_RESULT,
    };
    for (const [name, content] of Object.entries(bad)) {
      const path = file(`${name}.agn`, content);
      const checked = run(notation, ['check', path]);
      expect(checked.status, name).toBe(2);
      const analysed = run(analyse, ['--budget', '1', '--quiet', path]);
      expect(analysed.stderr, name).toBe(checked.stderr);
      expect(analysed.status, name).toBe(2);
      expect(analysed.stdout, name).toBe('');
    }
    expect(run(notation, ['check', join(folder, 'illegal.agn')]).stderr).toContain('(expected: ');
    expect(run(notation, ['check', join(folder, 'cut.agn')]).stderr).toContain('game-not-over');
  });

  it('answers a text that holds no record with the notation’s record-count error, exit 2', () => {
    const empty = file('empty.agn', '');
    const comment = file('comment.agn', '{"hello": 1}\n');
    for (const path of [empty, comment]) {
      for (const json of [[], ['--json']]) {
        const analysed = run(analyse, [...json, '--quiet', path]);
        expect(analysed.stderr).toBe(
          `${path}:1:1: error record-count: the text holds no record (expected: [Tag "value"])\n`,
        );
        expect(analysed.status).toBe(2);
      }
    }
    const stdin = run(analyse, ['--quiet', '-'], '');
    expect(stdin.stderr).toMatch(/^<stdin>:1:1: error record-count: /);
    expect(stdin.status).toBe(2);
  });
});
