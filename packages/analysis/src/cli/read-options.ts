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

/** The options read from the arguments, or a sentence saying what is wrong. */
export function readOptions(args: readonly string[]): CliOptions | string {
  const files: string[] = [];
  const options: Omit<CliOptions, 'file'> = {
    json: false,
    quiet: false,
    workers: 1,
    setting: 'thorough',
  };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === '--') {
      files.push(...args.slice(index + 1));
      break;
    }
    const [name, inline] = arg.startsWith('--') ? splitOption(arg) : [arg, undefined];
    if (name === '--json' || name === '--quiet' || name === '--keep-jobs') {
      if (inline !== undefined) return `${name} takes no value`;
      options[name === '--json' ? 'json' : name === '--quiet' ? 'quiet' : 'keepJobs'] = true;
    } else if (name === '--queue' || name === '--queue-name') {
      const value = inline ?? args[++index];
      if (value === undefined || value === '') return `${name} needs a value`;
      options[name === '--queue' ? 'queue' : 'queueName'] = value;
    } else if (name === '--job-records') {
      const value = inline ?? args[++index];
      if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 1000)
        return `--job-records must be a whole number from 1 to 1000, not "${value ?? ''}"`;
      options.jobRecords = Number(value);
    } else if (name === '--workers') {
      const value = inline ?? args[++index];
      if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 64)
        return `--workers must be a whole number from 1 to 64, not "${value ?? ''}"`;
      options.workers = Number(value);
    } else if (name === '--setting') {
      const value = inline ?? args[++index];
      if (value !== 'quick' && value !== 'thorough')
        return `--setting must be quick or thorough, not "${value ?? ''}"`;
      options.setting = value;
    } else if (name === '--budget' || name === '--seed') {
      const value = inline ?? args[++index];
      if (value === undefined || value === '') return `${name} needs a value`;
      if (name === '--seed') options.seed = value;
      else {
        if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 1_000_000)
          return `--budget must be a whole number from 1 to 1000000, not "${value}"`;
        options.budget = Number(value);
      }
    } else if (arg.startsWith('--')) return `unknown option ${name}`;
    else files.push(arg);
  }
  if (options.queue === undefined) {
    for (const [flag, given] of [
      ['--queue-name', options.queueName],
      ['--job-records', options.jobRecords],
      ['--keep-jobs', options.keepJobs],
    ] as const)
      if (given !== undefined) return `${flag} needs --queue URL`;
  } else if (options.workers > 1)
    return '--workers is for a run here; with --queue, start `antarctica-analyse worker` processes';
  if (files.length !== 1) return files.length === 0 ? 'no file given' : 'one file at a time';
  return { ...options, file: files[0] as string };
}

function splitOption(arg: string): [string, string | undefined] {
  const equals = arg.indexOf('=');
  return equals < 0 ? [arg, undefined] : [arg.slice(0, equals), arg.slice(equals + 1)];
}
