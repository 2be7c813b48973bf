import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLI_LIMITS, EXIT, runCli } from './run-cli.js';

const fixture = (name: string) => new URL(`../__fixtures__/sheets/${name}`, import.meta.url);
const example = new URL('../../examples/four-players.json', import.meta.url);

/** Runs the CLI in memory with files read from disk and standard input given as text. */
function run(args: string[], stdin: string | Uint8Array = '') {
  let stdout = '';
  let stderr = '';
  const code = runCli(args, {
    readFile: (path) => readFileSync(path),
    readStdin: () => (typeof stdin === 'string' ? Buffer.from(stdin) : stdin),
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

  it('exits 2 with one line on a bad command line, reading nothing', () => {
    const refused = (args: string[], line: string) =>
      expect(run(args), args.join(' ')).toEqual({
        code: EXIT.invalid,
        stdout: '',
        stderr: `antarctica-score: ${line}\n`,
      });
    refused([], 'no sheet given (see --help)');
    refused(['a.json', 'b.json'], 'give one sheet only (see --help)');
    refused(['--jsn', 'a.json'], 'unknown option --jsn (see --help)');
    refused(
      ['--first-places', 'most', 'a.json'],
      '--first-places takes all-rankings or areas-and-tracks, not "most"',
    );
    refused(['--first-places'], 'option --first-places needs a value');
    refused(['--first-places', '--json', example.pathname], 'option --first-places needs a value');
    refused(
      ['--first-places', 'all-rankings', '--first-places', 'all-rankings', '-'],
      'option --first-places is given twice',
    );
    refused(['--json=1', '-'], 'option --json takes no value');
    refused(['--\u001b[2J', '-'], 'unknown option --\\u001b[2J (see --help)');
  });

  it('prints the help on standard output with --help, and exits 0', () => {
    const { code, stdout, stderr } = run(['--json', '--help', 'a.json']);
    expect({ code, stderr }).toEqual({ code: EXIT.ok, stderr: '' });
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(/^Usage: antarctica-score /);
    expect(lines[1]).toBe('');
    expect(lines[3]).toBe('');
    expect(lines).toContain(
      '  --first-places <reading>  which rankings count as first places for the tie-break',
    );
    expect(stdout).toMatch(
      /\nExit codes: 0 scored, 1 the sheet could not be read, 2 invalid sheet or command line.\n$/,
    );
  });

  it('reads a sheet named like an option after --', () => {
    const { code, stderr } = run(['--json', '--', '--explain']);
    expect(code).toBe(EXIT.unreadable);
    expect(stderr).toBe('antarctica-score: cannot read --explain: ENOENT\n');
  });

  it('writes errors about the sheet as a whole with the path (sheet), in the documented form', () => {
    const form = /^<stdin>:\d+:\d+: error [a-z-]+ at \S+: .+$/;
    for (const [text, line] of [
      [
        '',
        '<stdin>:1:1: error invalid-json at (sheet): expected a value but found the end of the text',
      ],
      ['x', "<stdin>:1:1: error invalid-json at (sheet): expected a value but found 'x'"],
      [
        '{} {}',
        '<stdin>:1:4: error invalid-json at (sheet): unexpected text after the end of the JSON',
      ],
      ['5', '<stdin>:1:1: error wrong-type at (sheet): expected an object, found 5'],
    ] as const) {
      const { code, stderr } = run(['-'], text);
      expect(code).toBe(EXIT.invalid);
      const lines = stderr.split('\n');
      expect(lines[0]).toBe(line);
      expect(lines[0]).toMatch(form);
    }
  });
});

describe('antarctica-score: the reading of "first more often"', () => {
  const tie = fixture('tie-on-first-places.json').pathname;

  it('counts every ranking by default and says so with --explain', () => {
    const { code, stdout } = run(['--explain', tie]);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toContain(
      'First places counted every ranking a player was first in, ties included: areas, Research Tracks, asterisk cards and discards (the reading allRankings). This reading decided the tie on points;',
    );
  });

  it('says which reading decided a tie, and what the other reading would give', () => {
    const sheet = fixture('readings-disagree.json').pathname;
    const all = run(['--explain', sheet]).stdout;
    expect(all).toContain(
      'Winner: Bruno (blue), tied on 6 VP with Rosa (red) but first more often (3 first places against 2).',
    );
    expect(all).toContain(
      'This reading decided the tie on points; with the reading areasAndTracks, Rosa (red) would win instead.',
    );
    const polish = run(['--explain', '--first-places', 'areas-and-tracks', sheet]).stdout;
    expect(polish).toContain(
      'Winner: Rosa (red), tied on 6 VP with Bruno (blue) but first more often in areas and tracks (2 first places against 1).',
    );
    expect(polish).toContain(
      'First places counted only the areas and Research Tracks a player was first in, ties included, as in the Polish rulebook (the reading areasAndTracks). This reading decided the tie on points; with the reading allRankings, Bruno (blue) would win instead.',
    );
  });

  it('counts only areas and Research Tracks with --first-places areas-and-tracks', () => {
    for (const args of [
      ['--first-places', 'areas-and-tracks', '--explain', tie],
      ['--first-places=areas-and-tracks', '--explain', tie],
    ]) {
      const { code, stdout } = run(args);
      expect(code).toBe(EXIT.ok);
      expect(stdout).toContain('(the reading areasAndTracks)');
    }
    const json = JSON.parse(run(['--json', '--first-places', 'areas-and-tracks', tie]).stdout);
    expect(json.firstPlaceRankings).toBe('areasAndTracks');
  });
});

/** Characters that must never reach the terminal raw (a line break between lines is fine). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/;

describe('antarctica-score on hostile input', () => {
  it('refuses input over 1 MB in one line, exit 2, without reading the rest', () => {
    let asked = 0;
    let stderr = '';
    const code = runCli(['big.json'], {
      readFile: (_, maxBytes) => {
        asked = maxBytes;
        return new Uint8Array(maxBytes + 1);
      },
      readStdin: () => new Uint8Array(),
      stdout: () => {},
      stderr: (text) => {
        stderr += text;
      },
    });
    expect(asked).toBe(CLI_LIMITS.maxBytes);
    expect(code).toBe(EXIT.invalid);
    expect(stderr).toBe(
      'antarctica-score: big.json is larger than 1 MB (1,000,000 bytes), too large for a score sheet; not read\n',
    );
  });

  it('refuses a name over 64 characters with an error at the name, exit 2', () => {
    const sheet = JSON.parse(readFileSync(example, 'utf8'));
    sheet.players[1].name = 'B'.repeat(65);
    const text = JSON.stringify(sheet);
    const { code, stdout, stderr } = run(['-'], text);
    expect(code).toBe(EXIT.invalid);
    expect(stdout).toBe('');
    expect(stderr.split('\n')[0]).toBe(
      `<stdin>:1:${text.indexOf('"BBB') + 1}: error name-too-long at players[1].name: a name has at most 64 characters here, found 65`,
    );
    sheet.players[1].name = '😀'.repeat(64);
    expect(run(['-'], JSON.stringify(sheet)).code).toBe(EXIT.ok);
  });

  it('prints names with control characters, escape sequences and bidi overrides escaped', () => {
    const sheet = JSON.parse(readFileSync(example, 'utf8'));
    sheet.players[0].name = 'Al\u001b[2Jice\n\u202egnp.exe\u0085';
    sheet.players[1].name = 'עברית 😀';
    for (const args of [['-'], ['--explain', '-']]) {
      const { code, stdout } = run(args, JSON.stringify(sheet));
      expect(code).toBe(EXIT.ok);
      expect(stdout).not.toMatch(RAW_CONTROL);
      expect(stdout).toContain('Al\\u001b[2Jice\\u000a\\u202egnp.exe\\u0085 (red)');
      expect(stdout).toContain('עברית 😀 (blue)');
    }
    const json = run(['--json', '-'], JSON.stringify(sheet)).stdout;
    expect(json).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(json).players[0].name).toBe(sheet.players[0].name);
  });

  it('escapes control characters that reach an error message through a key or a path', () => {
    const { code, stderr } = run(['-'], '{"\\u001b[31mred": 1}');
    expect(code).toBe(EXIT.invalid);
    expect(stderr).not.toContain('\u001b');
    expect(stderr).toContain('error unknown-field at ["\\u001b[31mred"]');
  });

  it('lists the first 20 errors of a sheet with a hundred thousand, and counts the rest', () => {
    const keys = Array.from({ length: 100_000 }, (_, index) => `"x${index.toString(36)}":0`);
    const { code, stderr } = run(['-'], `{${keys.join(',')}}`);
    expect(code).toBe(EXIT.invalid);
    const lines = stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(CLI_LIMITS.shownErrors + 2);
    expect(lines[0]).toBe(
      '<stdin>:1:1: error missing-field at players: the field "players" is required',
    );
    expect(lines.at(-2)).toBe('antarctica-score: ... and 99,984 more errors not shown');
    expect(lines.at(-1)).toBe(
      'antarctica-score: <stdin> is not a valid score sheet (100,004 errors)',
    );
  });

  it('reads a file that is not UTF-8 without failing', () => {
    const { code, stderr } = run(['-'], new Uint8Array([0xff, 0xfe, 0x7b]));
    expect(code).toBe(EXIT.invalid);
    expect(stderr).toContain('error invalid-json');
  });
});

describe('docs/scoring.md', () => {
  it("shows the worked example's output exactly as the CLI prints it", () => {
    const docs = readFileSync(new URL('../../../../docs/scoring.md', import.meta.url), 'utf8');
    const shown = /prints:\n\n```text\n([\s\S]*?)```/.exec(docs)?.[1];
    expect(shown).toBe(run([example.pathname]).stdout);
  });
});
