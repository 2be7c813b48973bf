import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { benchBotGame } from '../__fixtures__/bot-games.js';
import { run } from './__fixtures__/run-in-memory.js';
import { EXIT } from './run-cli.js';

const examplePath = (name: string) =>
  fileURLToPath(new URL(`../../examples/${name}`, import.meta.url));
const EXAMPLES = ['four-players.agn', 'three-players.agn', 'two-players-table.agn'].map(
  examplePath,
);
const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

describe('antarctica-notation on the examples', () => {
  it('check: every example is a valid record', async () => {
    const { code, stdout, stderr } = await run(['check', ...EXAMPLES]);
    expect(stderr).toBe('');
    expect(code).toBe(EXIT.ok);
    expect(stdout.trim().split('\n')).toHaveLength(3);
    expect(stdout).toContain('two-players-table.agn: 1 record, valid');
  });

  it('format --check: the generated examples are canonical, the hand-written one is not', async () => {
    expect((await run(['format', '--check', EXAMPLES[0]!, EXAMPLES[1]!])).code).toBe(EXIT.ok);
    const table = await run(['format', '--check', EXAMPLES[2]!]);
    expect(table.code).toBe(EXIT.invalid);
    expect(table.stderr).toContain('not in canonical form');
  });

  it('format: prints the canonical text, which is a fixed point; --write rewrites the file', async () => {
    const first = await run(['format', EXAMPLES[2]!]);
    expect(first.code).toBe(EXIT.ok);
    expect(first.stdout).toContain('1.A xa s5 e ; Ana throws a ship away at once?!');
    const again = await run(['format', '-'], { stdin: first.stdout });
    expect(again.stdout).toBe(first.stdout);
    const write = await run(['format', '--write', EXAMPLES[2]!]);
    expect(write.written[EXAMPLES[2]!]).toBe(first.stdout);
    expect((await run(['format', '--write', EXAMPLES[0]!])).written).toEqual({});
  });

  it('format: says on stderr where a record cannot be replayed and its seat letters stay as written', async () => {
    // No seed and no table setup: the game cannot be replayed, so its letters stay as written.
    const text = '[Players "3"]\n\n1.A s5 e\n2.B s1 e\n';
    const result = await run(['format', '-'], { stdin: text });
    expect(result.code).toBe(EXIT.ok);
    expect(result.stdout).toContain('1.A s5 e');
    expect(result.stderr).toMatch(/^<stdin>:\d+:\d+: warning seats-as-written: /);
  });

  it('score: the score table of the scorer, with the stated winner', async () => {
    const { code, stdout } = await run(['score', EXAMPLES[0]!]);
    expect(code).toBe(EXIT.ok);
    const scores = /\[Scores "([^"]+)"\]/.exec(readFileSync(EXAMPLES[0]!, 'utf8'))![1]!.split(' ');
    expect(stdout).toMatch(new RegExp(`^Total\\s+${scores.join('\\s+')}$`, 'm'));
    expect(stdout).toMatch(/^Winner: /m);
    const json = JSON.parse((await run(['score', '--json', EXAMPLES[2]!])).stdout);
    expect(json[0].scores.winners).toEqual(['blue']);
  });

  it('show N: the board after move N', async () => {
    const { code, stdout } = await run(['show', '20', EXAMPLES[1]!]);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toContain('After move 20 of');
    expect(stdout).toMatch(/^Player [ABC] decides/m);
    const start = await run(['show', '0', EXAMPLES[0]!]);
    expect(start.stdout).toContain('0 moves played');
    const beyond = await run(['show', '99999', EXAMPLES[0]!]);
    expect(beyond.code).toBe(EXIT.invalid);
    expect(beyond.stderr).toContain('no move 99999');
  });

  it('position N: the position text after move N, also as a player sees it', async () => {
    const { code, stdout } = await run(['position', '30', EXAMPLES[0]!]);
    expect(code).toBe(EXIT.ok);
    expect(stdout.trim().split(' ')).toHaveLength(16);
    expect(stdout).not.toContain('?');
    const seen = await run(['position', '30', '--seen-by=B', EXAMPLES[0]!]);
    expect(seen.code).toBe(EXIT.ok);
    expect(seen.stdout).toContain('?');
    const wrong = await run(['position', '30', '--seen-by', 'Z', EXAMPLES[0]!]);
    expect(wrong.code).toBe(EXIT.invalid);
    expect((await run(['position', '99999', EXAMPLES[0]!])).code).toBe(EXIT.invalid);
  });

  it('to-json and from-json go back and forth', async () => {
    const json = await run(['to-json', EXAMPLES[2]!]);
    expect(json.code).toBe(EXIT.ok);
    expect(JSON.parse(json.stdout)).toHaveLength(1);
    const text = await run(['from-json', '-'], { stdin: json.stdout });
    expect(text.code).toBe(EXIT.ok);
    expect(text.stdout).toBe((await run(['format', EXAMPLES[2]!])).stdout);
  });

  it('to-json writes as it reads, the text of JSON.stringify, and leaves out a record it cannot read', async () => {
    const texts = EXAMPLES.map((path) => readFileSync(path, 'utf8'));
    const whole = await run(['to-json', '-'], { stdin: texts.join('\n') });
    expect(whole.code).toBe(EXIT.ok);
    const records = JSON.parse(whole.stdout);
    expect(whole.stdout).toBe(`${JSON.stringify(records, null, 2)}\n`);
    expect(records).toHaveLength(3);
    // The first record is written before the input is read to its end.
    let before = -1;
    const long = texts.join('\n').repeat(20);
    await run(['to-json', '-'], {
      stdin: long,
      onChunk: ({ offset, size, written }) => {
        if (before < 0 && offset > size / 2) before = written;
      },
    });
    expect(before).toBeGreaterThan(0);
    // A broken record in the middle: reported, left out, the others written, exit 2.
    const broken = texts[1]!.replace('e\n', 'zz e\n');
    const mixed = await run(['to-json', '-'], { stdin: [texts[0], broken, texts[2]].join('\n') });
    expect(mixed.code).toBe(EXIT.invalid);
    expect(mixed.stderr).toMatch(/^<stdin>:\d+:\d+: error unknown-token/);
    expect(JSON.parse(mixed.stdout)).toEqual([records[0], records[2]]);
    const none = await run(['to-json', '-'], { stdin: '' });
    expect(none.stdout).toBe('[]\n');
  });

  it("check lists a record's problems in the order of the text", async () => {
    // (The solver's warnings come in the order of the builds, the end's after them.)
    const { code, stderr } = await run(['check', '-'], { stdin: benchBotGame(11).hidden });
    expect(code).toBe(EXIT.ok);
    const places = stderr
      .trim()
      .split('\n')
      .map((line) => (/^<stdin>:(\d+):(\d+):/.exec(line) ?? []).slice(1).map(Number));
    expect(places.length).toBeGreaterThan(10);
    const sorted = [...places].sort((a, b) => (a[0]! - b[0]!) * 1000 + (a[1]! - b[1]!));
    expect(places).toEqual(sorted);
  });

  it('reads a collection from standard input', async () => {
    const collection = EXAMPLES.map((path) => readFileSync(path, 'utf8')).join('\n');
    const { code, stdout } = await run(['check', '-'], { stdin: collection });
    expect(code).toBe(EXIT.ok);
    expect(stdout).toBe('<stdin>: 3 records, valid\n');
  });
});

describe('antarctica-notation on bad input', () => {
  it('an invalid record: file:line:column: error code: message, exit 2', async () => {
    const text = readFileSync(EXAMPLES[0]!, 'utf8').replace(
      '16.A s7 y Btf Ctp',
      '16.A s7 y Ctf Btp',
    );
    const { code, stderr } = await run(['check', 'game.agn'], { files: { 'game.agn': text } });
    expect(code).toBe(EXIT.invalid);
    expect(stderr).toMatch(
      /^game\.agn:32:11: error illegal-move: move \d+ \(Ctf\) is illegal: .*\(expected: Bti, Bts, Btp, Btf\)$/m,
    );
    // The README and docs/notation.md show this very line.
    const shown = stderr.split('\n')[0] ?? '';
    expect(readFileSync(new URL('../../README.md', import.meta.url), 'utf8')).toContain(shown);
    expect(
      readFileSync(new URL('../../../../docs/notation.md', import.meta.url), 'utf8'),
    ).toContain(shown);
  });

  it('--json lists every problem as data', async () => {
    const { code, stdout } = await run(['check', '--json', 'game.agn'], {
      files: { 'game.agn': '[Players "2"]\n[Seed "x"]\n\n1.A s9 zz' },
    });
    expect(code).toBe(EXIT.invalid);
    const report = JSON.parse(stdout);
    expect(report[0].record).toBe(1);
    expect(report[0].errors.map((error: { code: string }) => error.code)).toEqual([
      'bad-argument',
      'unknown-token',
    ]);
    // Records are numbered once, from 1, by the entry: not again from 0 in its errors.
    expect(report[0].errors.some((error: object) => 'record' in error)).toBe(false);
  });

  it('filter --move Btf and dedupe know who decides a move written without its seat letter (by replay)', async () => {
    const written = readFileSync(EXAMPLES[0]!, 'utf8');
    // B's Shipyard Card written without B's letter, in A's turn: still B's move.
    const bare = written.replace('16.A s7 y Btf Ctp Dti e', '16.A s7 y tf Ctp Dti e');
    expect(bare).not.toBe(written);
    const kept = async (pattern: string) =>
      (await run(['filter', '--move', pattern, '-'], { stdin: bare })).stderr;
    expect(await kept('Btf')).toBe('antarctica-notation: 1 of 1 records kept\n');
    expect(await kept('Atf')).toBe('antarctica-notation: 0 of 1 records kept\n');
    const deduped = await run(['dedupe', 'a.agn', 'b.agn'], {
      files: { 'a.agn': written, 'b.agn': bare },
    });
    expect(deduped.stderr).toContain('1 game kept, 1 duplicate left out');
  });

  it('filter --result A,C: exactly these winners, in whatever order the record or the option writes them', async () => {
    const records = ['C,A', 'A,C', 'A', 'A,B,C']
      .map((result) => `[Players "3"]\n[Result "${result}"]\n[Seed "1"]\n`)
      .join('\n');
    for (const option of ['A,C', 'C,A']) {
      const { code, stdout } = await run(['filter', '--result', option, '-'], { stdin: records });
      expect(code).toBe(EXIT.ok);
      expect(stdout.match(/\[Result "[^"]*"\]/g)).toEqual(['[Result "C,A"]', '[Result "A,C"]']);
    }
  });

  it('split into a folder that does not exist: one line in words, and it stops there (exit 1)', () => {
    const record = '[Players "2"]\n[Seed "1"]\n';
    const result = spawnSync(
      process.execPath,
      [cli, 'split', '--out', join(tmpdir(), 'no-such-folder-of-split', 'part'), '-'],
      { input: [record, record, record].join('\n'), encoding: 'utf8' },
    );
    expect(result.status).toBe(EXIT.unreadable);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^antarctica-notation: cannot write .*part-0001\.agn: no such file or folder \(ENOENT\)\n$/,
    );
  });

  it('a byte that is not UTF-8 (a Latin-1 é): check keeps the record before it, check and format point at it', async () => {
    const first = readFileSync(EXAMPLES[1]!, 'utf8');
    const bytes = new Uint8Array([
      ...new TextEncoder().encode(`${first}\n[Players "2"]\n{caf`),
      0xe9,
      ...new TextEncoder().encode('}\n'),
    ]);
    const line = first.split('\n').length + 2;
    const checked = await run(['check', '-'], { stdin: bytes });
    expect(checked.code).toBe(EXIT.invalid);
    expect(checked.stderr).toMatch(new RegExp(`^<stdin>:${line}:5: error binary-input: `));
    expect(checked.stdout).toBe('<stdin>: 1 record, 1 error\n');
    const formatted = await run(['format', '-'], { stdin: bytes });
    expect(formatted.code).toBe(EXIT.invalid);
    expect(formatted.stderr).toMatch(new RegExp(`^<stdin>:${line}:5: error binary-input: `));
  });

  it('an unreadable file: exit 1, one line', async () => {
    const { code, stderr } = await run(['check', '/no/such/file.agn']);
    expect(code).toBe(EXIT.unreadable);
    expect(stderr).toBe(
      'antarctica-notation: cannot read /no/such/file.agn: no such file or folder (ENOENT)\n',
    );
  });

  it('a binary file: exit 2, one error', async () => {
    const bytes = new Uint8Array(4096).map((_, index) => (index * 37) % 256);
    for (const command of ['check', 'format', 'to-json', 'from-json']) {
      const { code, stderr } = await run([command, 'image.png'], { files: { 'image.png': bytes } });
      expect(code, command).toBe(EXIT.invalid);
      expect(stderr, command).toMatch(/^image\.png:\d+:\d+: error binary-input: /);
      expect(stderr.trim().split('\n').length, command).toBeLessThanOrEqual(2);
    }
  });

  it('control characters from the file are shown escaped, never sent to the terminal', async () => {
    const text =
      '[Players "2"]\n[A "red \u001b[31mEvil\u202e"]\n[Seed "1"]\n\n1.A s3 \u0007 zz\u001b e';
    const { code, stderr } = await run(['check', 'evil\u001b.agn'], {
      files: { 'evil\u001b.agn': text },
    });
    expect(code).toBe(EXIT.invalid);
    const hidden = [...stderr].filter((char) => {
      const code = char.charCodeAt(0);
      return (code < 32 && code !== 10) || code === 127 || code === 0x202e;
    });
    expect(hidden).toEqual([]);
    expect(stderr).toContain('evil\\u001b.agn:');
  });

  it('the command line itself: unknown command or option, missing file: exit 2, one line pointing to --help', async () => {
    for (const args of [
      [],
      ['fly'],
      ['check'],
      ['check', '--fast', 'x'],
      ['show', 'x.agn'],
      ['format', '--write', '--check', 'x'],
      ['score', 'a', 'b'],
    ]) {
      const { code, stderr } = await run(args);
      expect(code, args.join(' ')).toBe(EXIT.invalid);
      expect(stderr, args.join(' ')).toContain('(see antarctica-notation --help)');
      expect(stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
    expect((await run(['--help'])).code).toBe(EXIT.ok);
  });

  it('hundreds of thousands of errors are all reported', async () => {
    const text = `[Players "2"]\n[Seed "1"]\n\n${'zz '.repeat(200_000)}`;
    const { code, stderr } = await run(['check', 'many.agn'], { files: { 'many.agn': text } });
    expect(code).toBe(EXIT.invalid);
    expect(stderr.split('\n').length).toBeGreaterThan(200_000);
  }, 300_000);
});

describe('the built command', () => {
  it('runs as a bin, and a closed output pipe ends it quietly', () => {
    const direct = spawnSync(process.execPath, [cli, 'check', EXAMPLES[0]!], { encoding: 'utf8' });
    expect(direct.status).toBe(EXIT.ok);
    const file = join(tmpdir(), `notation-pipe-${process.pid}.agn`);
    writeFileSync(file, `${readFileSync(EXAMPLES[0]!, 'utf8')}\n`.repeat(200));
    try {
      const piped = spawnSync(
        'bash',
        ['-c', `node "${cli}" format "${file}" | head -c 0; echo "exit \${PIPESTATUS[0]}"`],
        {
          encoding: 'utf8',
        },
      );
      expect(piped.stderr).toBe('');
      expect(piped.stdout).toBe('exit 0\n');
    } finally {
      rmSync(file, { force: true });
    }
  });
});
