import {
  type OptionKinds,
  type OptionMistake,
  readCommandLine,
} from '@antarctica-game/foundation/command-line';
import { safeText } from '@antarctica-game/notation';
import type { AnalysisSetting } from '../analysis-presets.js';

/** The command line of `antarctica-analyse`, read. */
export interface CliOptions {
  /** The file to analyse (`-`: standard input). */
  file: string;
  /** The setting (default `thorough`, the library's defaults). */
  setting: AnalysisSetting;
  /** Search iterations per search, when given (over the setting's). */
  budget?: number;
  /** The seed, when given. */
  seed?: string;
  /** Worker threads (default 1: none). */
  workers: number;
  /** Print the analysis as JSON instead of the analysed record. */
  json: boolean;
  /** No progress on standard error. */
  quiet: boolean;
  /** `--queue URL`: analyse on a BullMQ queue in Redis (see src/queue/). */
  queue?: string;
  /** `--queue-name NAME`. */
  queueName?: string;
  /** `--job-records N`: records per queue job (default 1). */
  jobRecords?: number;
  /** `--keep-jobs`: leave the finished run's jobs in Redis. */
  keepJobs?: boolean;
}

/**
 * A wrong command line: a stable `code` (the foundation reader's kinds of mistake, as the other
 * command lines of the toolkit read them, and this command's own) and a sentence for people.
 */
export interface UsageProblem {
  code: OptionMistake['kind'] | 'no-file' | 'too-many-files' | 'needs-queue' | 'not-with-queue';
  message: string;
}

const KINDS: OptionKinds = {
  json: 'switch',
  quiet: 'switch',
  'keep-jobs': 'switch',
  queue: 'value',
  'queue-name': 'value',
  'job-records': 'value',
  workers: 'value',
  setting: 'value',
  budget: 'value',
  seed: 'value',
};

/** Whole numbers in a range, by option. */
const RANGES: Readonly<Record<string, readonly [number, number]>> = {
  'job-records': [1, 1000],
  workers: [1, 64],
  budget: [1, 1_000_000],
};

/** A value's problem where it is given, in this command's words. */
function checkValue(name: string, value: string): string | undefined {
  const range = RANGES[name];
  if (range !== undefined) {
    const [low, high] = range;
    if (!/^\d+$/.test(value) || Number(value) < low || Number(value) > high)
      return `--${name} must be a whole number from ${low} to ${high}, not "${safeText(value.slice(0, 40))}"`;
  } else if (name === 'setting' && value !== 'quick' && value !== 'thorough')
    return `--setting must be quick or thorough, not "${safeText(value.slice(0, 40))}"`;
  else if (value === '') return `--${name} needs a value`;
  return undefined;
}

/**
 * The options read from the arguments with the foundation's reader, as the toolkit's other
 * command lines read theirs: `--name value` or `--name=value`, an option never taken as another's
 * value (a value starting with `-` is written `--seed=-1`), a word starting with `-` that is no
 * option refused (`-h`, `-x`; `-` alone is standard input). Or the first problem found.
 */
export function readOptions(args: readonly string[]): CliOptions | UsageProblem {
  const read = readCommandLine(args, KINDS, { checkValue });
  const mistake = read.mistakes[0];
  if (mistake !== undefined) return { code: mistake.kind, message: mistakeMessage(mistake) };
  const { values } = read;
  const number = (name: string) => Number(values.get(name));
  const options: Omit<CliOptions, 'file'> = {
    json: read.switches.has('json'),
    quiet: read.switches.has('quiet'),
    workers: values.has('workers') ? number('workers') : 1,
    setting: (values.get('setting') as AnalysisSetting | undefined) ?? 'thorough',
  };
  if (values.has('budget')) options.budget = number('budget');
  if (values.has('job-records')) options.jobRecords = number('job-records');
  for (const [flag, key] of [
    ['seed', 'seed'],
    ['queue', 'queue'],
    ['queue-name', 'queueName'],
  ] as const) {
    const given = values.get(flag);
    if (given !== undefined) options[key] = given;
  }
  if (read.switches.has('keep-jobs')) options.keepJobs = true;
  if (options.queue === undefined) {
    for (const flag of ['queue-name', 'job-records', 'keep-jobs'])
      if (read.given.has(flag))
        return { code: 'needs-queue', message: `--${flag} needs --queue URL` };
  } else if (options.workers > 1)
    return {
      code: 'not-with-queue',
      message:
        '--workers is for a run here; with --queue, start `antarctica-analyse worker` processes',
    };
  const files = read.positionals;
  if (files.length === 0) return { code: 'no-file', message: 'no file given' };
  if (files.length > 1) return { code: 'too-many-files', message: 'one file at a time' };
  return { ...options, file: files[0] as string };
}

/** A mistake of the reader in this command's words (an option named as written, escaped). */
function mistakeMessage(mistake: OptionMistake): string {
  const written = safeText(mistake.written.slice(0, 40));
  switch (mistake.kind) {
    case 'unknown-option':
      return `unknown option ${written}`;
    case 'takes-no-value':
      return `--${mistake.name} takes no value`;
    case 'needs-value':
      return `--${mistake.name} needs a value`;
    case 'given-twice':
      return `--${mistake.name} is given twice`;
    default:
      return mistake.message ?? `--${mistake.name} has a wrong value`;
  }
}
