import { parseRecord } from '@antarctica-game/notation';
import { describe, expect, it } from 'vitest';
import { SEEDED_OPENING, TABLE_OPENING } from '../__fixtures__/records.js';
import { ANALYSIS_PRESETS } from '../analysis-presets.js';
import { readOptions } from './read-options.js';
import { type AnalyseIo, EXIT, runAnalyseCli } from './run-cli.js';

function memory(files: Record<string, string>, terminal = false) {
  const out: string[] = [];
  const err: string[] = [];
  const io: AnalyseIo = {
    read: async (path) => {
      const text = files[path];
      if (text === undefined) throw new Error('no such file');
      return text;
    },
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    stderrIsTerminal: terminal,
  };
  return { io, out: () => out.join(''), err: () => err.join('') };
}

describe('antarctica-analyse', () => {
  it('prints the analysed record, with progress on standard error', async () => {
    const run = memory({ 'game.agn': TABLE_OPENING });
    expect(await runAnalyseCli(['--budget', '2', '--seed=5', 'game.agn'], run.io)).toBe(EXIT.ok);
    const { record, errors } = parseRecord(run.out());
    expect(errors).toEqual([]);
    expect(
      record?.header.some(
        (item) => item.kind === 'tag' && item.name === 'AnalysisSeed' && item.value === '5',
      ),
    ).toBe(true);
    expect(run.out()).toContain('[%eval ');
    expect(run.err()).toMatch(/game\.agn: record 1 of 1: \d+\/\d+ moves\n/);
  });

  it('draws one progress bar on a terminal, and none with --quiet', async () => {
    const bar = memory({ 'game.agn': SEEDED_OPENING }, true);
    await runAnalyseCli(['--budget', '1', 'game.agn'], bar.io);
    expect(bar.err()).toContain('\r');
    expect(bar.err().endsWith(' moves\n')).toBe(true);
    const quiet = memory({ 'game.agn': SEEDED_OPENING }, true);
    await runAnalyseCli(['--budget', '1', '--quiet', 'game.agn'], quiet.io);
    expect(quiet.err()).toBe('');
  });

  it('runs the quick setting with --setting quick: its budget and luck draws', async () => {
    const run = memory({ 'game.agn': SEEDED_OPENING });
    expect(
      await runAnalyseCli(['--setting', 'quick', '--json', '--quiet', 'game.agn'], run.io),
    ).toBe(EXIT.ok);
    const [entry] = JSON.parse(run.out());
    expect(entry.analysis.settings).toMatchObject(ANALYSIS_PRESETS.quick);
  });

  it('prints the analysis as JSON with --json', async () => {
    const run = memory({ 'game.agn': SEEDED_OPENING });
    expect(await runAnalyseCli(['--budget', '1', '--json', '--quiet', 'game.agn'], run.io)).toBe(0);
    const [entry] = JSON.parse(run.out());
    expect(entry.record).toBe(1);
    expect(entry.analysis.ok).toBe(true);
    expect(entry.analysis.players).toHaveLength(3);
  });

  it('answers a record that does not replay with the notation’s code and position, exit 2', async () => {
    const bad = SEEDED_OPENING.replace('3.C s2 bd4 xa e', '3.C s2 bd4 xa xa xa xa xa xa e');
    const run = memory({ 'bad.agn': bad });
    expect(await runAnalyseCli(['--budget', '1', '--quiet', 'bad.agn'], run.io)).toBe(EXIT.invalid);
    expect(run.err()).toMatch(/^bad\.agn:12:15: error illegal-move: /);
    expect(run.out()).toBe('');
  });

  it('answers text that does not parse, a missing file and a wrong command line', async () => {
    const broken = memory({ 'broken.agn': '[Players "2"\n' });
    expect(await runAnalyseCli(['broken.agn'], broken.io)).toBe(EXIT.invalid);
    expect(broken.err()).toMatch(/^broken\.agn:1:\d+: error [a-z-]+: /);
    const missing = memory({});
    expect(await runAnalyseCli(['nowhere.agn'], missing.io)).toBe(EXIT.unreadable);
    expect(missing.err()).toContain('cannot read nowhere.agn');
    for (const args of [
      [],
      ['--budget', '0', 'a.agn'],
      ['--frobnicate', 'a.agn'],
      ['--setting', 'slow', 'a.agn'],
      ['a.agn', 'b.agn'],
    ]) {
      const wrong = memory({});
      expect(await runAnalyseCli(args, wrong.io)).toBe(EXIT.invalid);
      expect(wrong.err()).toContain('see antarctica-analyse --help');
    }
    const help = memory({});
    expect(await runAnalyseCli(['--help'], help.io)).toBe(EXIT.ok);
    expect(help.out()).toContain('--budget');
  });

  it('refuses a short option as an unknown option (as the other command lines do), with a stable code', async () => {
    for (const [args, code, said] of [
      [['-h'], 'unknown-option', 'unknown option -h'],
      [['-x', 'small.agn'], 'unknown-option', 'unknown option -x'],
      [['--json=yes', 'a.agn'], 'takes-no-value', '--json takes no value'],
      [['--seed', '--quiet', 'a.agn'], 'needs-value', '--seed needs a value'],
      [['--budget', '0', 'a.agn'], 'invalid-value', '--budget must be a whole number'],
      [['--budget', '2', '--budget', '3', 'a.agn'], 'given-twice', '--budget is given twice'],
      [[], 'no-file', 'no file given'],
      [['a.agn', 'b.agn'], 'too-many-files', 'one file at a time'],
    ] as const) {
      expect(readOptions(args)).toMatchObject({ code });
      const run = memory({ 'small.agn': SEEDED_OPENING });
      expect(await runAnalyseCli(args, run.io)).toBe(EXIT.invalid);
      expect(run.err()).toBe(
        `antarctica-analyse: ${(readOptions(args) as { message: string }).message} (see antarctica-analyse --help)\n`,
      );
      expect(run.err()).toContain(said);
    }
    // `-` alone is standard input, and a value starting with `-` is written `--seed=-1`.
    expect(readOptions(['--seed=-1', '-'])).toMatchObject({ file: '-', seed: '-1' });
  });

  it('shows a file name with control characters escaped, on one line', async () => {
    const name = 'a\nb\u001b[31m.agn';
    const missing = memory({});
    expect(await runAnalyseCli([name], missing.io)).toBe(EXIT.unreadable);
    expect(missing.err()).toContain('cannot read a\\u000ab\\u001b[31m.agn: ');
    const bad = memory({ [name]: '' });
    expect(await runAnalyseCli([name], bad.io)).toBe(EXIT.invalid);
    for (const run of [missing, bad]) {
      expect(run.err().split('\n').filter(Boolean)).toHaveLength(1);
      expect(run.err()).not.toContain('\u001b');
    }
  });
});
