import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXIT, runCli } from './run-cli.js';

const fixture = (name: string) => new URL(`./__fixtures__/sheets/${name}`, import.meta.url);
const example = new URL('../examples/four-players.json', import.meta.url);

/** Runs the CLI in memory with files read from disk and standard input given as text. */
function run(args: string[], stdin = '') {
  let stdout = '';
  let stderr = '';
  const code = runCli(args, {
    readFile: (path) => readFileSync(path, 'utf8'),
    readStdin: () => stdin,
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}

describe('antarctica-score', () => {
  it('prints a table per category, the totals and the winner line, and exits 0', () => {
    const { code, stdout, stderr } = run([example.pathname]);
    expect(code).toBe(EXIT.ok);
    expect(stderr).toBe('');
    expect(stdout).toContain('Research Tracks');
    expect(stdout).toMatch(/^Total\s+87\s+60\s+51\s+55$/m);
    expect(stdout).toMatch(/^ {2}Area 1\s+16 \(1st\)\s+16 \(1st\)\s+3 \(2nd\)\s+-$/m);
    expect(stdout.trimEnd().split('\n').at(-1)).toBe('Winner: Alice (red) with 87 VP.');
  });

  it('names the tie-break that decided the winner', () => {
    const { code, stdout } = run([fixture('tie-on-first-places.json').pathname]);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toContain(
      'Winner: Gina (green), tied on 6 VP with Yann (yellow) but first more often (2 first places against 1).',
    );
  });

  it('prints the full result as JSON with --json', () => {
    const { code, stdout } = run(['--json', example.pathname]);
    expect(code).toBe(EXIT.ok);
    const result = JSON.parse(stdout);
    expect(result.winners).toEqual(['red']);
    expect(result.categories[0]).toMatchObject({ kind: 'area', index: 2, label: 'Area 3' });
  });

  it('explains every result with --explain', () => {
    const { stdout } = run(['--explain', example.pathname]);
    expect(stdout).toContain(
      'Alice (red): 16 VP, 1st with 3 scientists: 8 buildings + 7 scientists + 1',
    );
  });

  it('reads the sheet from standard input given "-"', () => {
    const { code, stdout } = run(['-'], readFileSync(example, 'utf8'));
    expect(code).toBe(EXIT.ok);
    expect(stdout).toContain('Winner: Alice (red)');
  });

  it('lists every problem of an invalid sheet on stderr with its place, and exits 2', () => {
    const path = fixture('invalid.json').pathname;
    const { code, stdout, stderr } = run([path]);
    expect(code).toBe(EXIT.invalid);
    expect(stdout).toBe('');
    expect(stderr.split('\n')).toEqual([
      `${path}:11:48: error unknown-player at areas[3].scientists.green: no player in this game is green`,
      `${path}:8:46: error too-many-scientists at areas[0].scientists.red: red has 16 scientists in a 2-player game, but the areas up to this one hold 17`,
      `${path}:3:60: error asterisk-exceeds-cards at players[0].asteriskCards: 3 asterisk cards, but only 2 Building Cards`,
      `${path}:2:14: warning building-cards-mismatch at players: the players hold 3 Building Cards, but 0 buildings stand on the board beyond the 6 starting buildings; each card builds one`,
      `antarctica-score: ${path} is not a valid score sheet (3 errors)`,
      '',
    ]);
  });

  it('reports broken JSON with its line and column, and exits 2', () => {
    const { code, stderr } = run(['-'], '{\n  "players": [,]\n}');
    expect(code).toBe(EXIT.invalid);
    expect(stderr).toContain(
      "<stdin>:2:15: error invalid-json at players[0]: expected a value but found ','",
    );
  });

  it('exits 1 when the file cannot be read', () => {
    const { code, stderr } = run(['/no/such/sheet.json']);
    expect(code).toBe(EXIT.unreadable);
    expect(stderr).toBe('antarctica-score: cannot read /no/such/sheet.json: ENOENT\n');
  });

  it('exits 2 with the usage on a bad command line', () => {
    expect(run([]).code).toBe(EXIT.invalid);
    expect(run(['a.json', 'b.json']).stderr).toContain('Usage: antarctica-score');
    expect(run(['--jsn', 'a.json']).stderr).toContain('unknown option --jsn');
    expect(run(['--help'])).toMatchObject({ code: EXIT.ok, stderr: '' });
  });
});

describe('docs/scoring.md', () => {
  it("shows the worked example's output exactly as the CLI prints it", () => {
    const docs = readFileSync(new URL('../../../docs/scoring.md', import.meta.url), 'utf8');
    const shown = /prints:\n\n```text\n([\s\S]*?)```/.exec(docs)?.[1];
    expect(shown).toBe(run([example.pathname]).stdout);
  });
});
