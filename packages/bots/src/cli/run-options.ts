import { availableParallelism } from 'node:os';
import { RULE_OPTIONS, type RuleOptions } from '@antarctica-game/engine';
import { parseBotSpec, printable } from '../simulation/bot-spec.js';
import type { Shard } from '../simulation/config.js';
import { UsageError } from '../usage-error.js';
import type { OptionKinds, ReadOptions } from './read-options.js';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Each rule reading of the engine as a command-line option (`--shipyard-card-choice`), by name. */
export const RULE_FLAGS = new Map(
  (Object.keys(RULE_OPTIONS) as Array<keyof RuleOptions>).map((name) => [kebab(name), name]),
);

/** The options of a study and of a tournament alike. */
export const COMMON_OPTIONS: OptionKinds = {
  games: 'value',
  players: 'value',
  seed: 'value',
  'ship-placement': 'value',
  'max-moves': 'value',
  workers: 'value',
  shard: 'value',
  out: 'value',
  json: 'switch',
  csv: 'switch',
  quiet: 'switch',
  help: 'switch',
  ...Object.fromEntries([...RULE_FLAGS.keys()].map((flag) => [flag, 'value' as const])),
};

/** How a result is printed. */
export type OutputKind = 'text' | 'json' | 'csv';

/** The settings that a study and a tournament read alike. */
export interface CommonSettings {
  players: 2 | 3 | 4;
  seed: string;
  rules: Partial<RuleOptions>;
  shipPlacement: 'firstGame' | 'free';
  maxMoves: number;
  workers: number;
  output: OutputKind;
  out: string | null;
  quiet: boolean;
}

/** A whole number option, or a {@link UsageError} saying what it must be. */
export function wholeNumber(flag: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < min || Number(text) > max)
    throw new UsageError(
      `${flag} must be a whole number from ${min} to ${max.toLocaleString('en')}, not "${printable(text)}"`,
    );
  return Number(text);
}

/** Reads the settings common to a study and a tournament. */
export function commonSettings(read: ReadOptions): CommonSettings {
  const { values, switches } = read;
  if (read.positionals.length > 0)
    throw new UsageError(
      `unexpected argument "${printable(read.positionals[0] as string)}" (see --help)`,
    );
  if (switches.has('json') && switches.has('csv'))
    throw new UsageError('choose --json or --csv, not both');
  const players = wholeNumber('--players', values.get('players') ?? '2', 2, 4) as 2 | 3 | 4;
  const seed = values.get('seed') ?? '1';
  if (
    seed === '' ||
    seed.length > 200 ||
    [...seed].some((character) => character.charCodeAt(0) < 32)
  )
    throw new UsageError('--seed must be 1 to 200 printable characters');
  const placement = values.get('ship-placement') ?? 'firstGame';
  if (placement !== 'firstGame' && placement !== 'free')
    throw new UsageError(
      `--ship-placement must be firstGame or free, not "${printable(placement)}"`,
    );
  const rules: Partial<RuleOptions> = {};
  for (const [flag, name] of RULE_FLAGS) {
    const value = values.get(flag);
    if (value === undefined) continue;
    const allowed = RULE_OPTIONS[name] as readonly string[];
    if (!allowed.includes(value))
      throw new UsageError(`--${flag} must be ${allowed.join(' or ')}, not "${printable(value)}"`);
    (rules as Record<string, string>)[name] = value;
  }
  return {
    players,
    seed,
    rules,
    shipPlacement: placement,
    maxMoves: wholeNumber('--max-moves', values.get('max-moves') ?? '3000', 1, 1_000_000),
    workers: wholeNumber(
      '--workers',
      values.get('workers') ?? String(availableParallelism()),
      1,
      256,
    ),
    output: switches.has('json') ? 'json' : switches.has('csv') ? 'csv' : 'text',
    out: values.get('out') ?? null,
    quiet: switches.has('quiet'),
  };
}

/** `--shard I/N`, checked against the number of games (or units) it splits. */
export function readShard(text: string | undefined, units: number, what: string): Shard | null {
  if (text === undefined) return null;
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match === null || count < 1 || index < 1 || index > count)
    throw new UsageError(`--shard must be I/N with 1 <= I <= N, not "${printable(text)}"`);
  if (count > units)
    throw new UsageError(`--shard ${index}/${count}: more shards than the ${units} ${what}`);
  return { index, count };
}

/**
 * The bot specs of `--bot SPEC` (repeatable, commas kept) or `--bots LIST` (split at commas, see
 * {@link splitBotList}), canonical, or `fallback` when neither is given.
 */
export function readBotSpecs(read: ReadOptions, fallback: string[]): string[] {
  const one = read.lists.get('bot');
  const list = read.values.get('bots');
  if (one !== undefined && list !== undefined)
    throw new UsageError('give the bots with --bot or with --bots, not both');
  const specs = one ?? (list === undefined ? undefined : splitBotList(list)) ?? fallback;
  return specs.map((spec) => parseBotSpec(spec).spec);
}

/**
 * A `--bots` list split into specs at its commas, a `key=value` part staying with the bot before
 * it (`mcts:20it,exploration=0.3,heuristic` is two bots) and the options of `cmd[…]:` kept whole.
 */
export function splitBotList(list: string): string[] {
  const specs: string[] = [];
  // Commas between the brackets of cmd[…] are the program's options, not the list's.
  for (const part of list.split(/,(?![^[]*\])/).map((text) => text.trim())) {
    const last = specs.length - 1;
    if (last >= 0 && /^[\w.-]+=/.test(part) && !/^(cmd[[:]|.*\.m?js$)/i.test(specs[last] as string))
      specs[last] = `${specs[last]},${part}`;
    else specs.push(part);
  }
  return specs;
}
