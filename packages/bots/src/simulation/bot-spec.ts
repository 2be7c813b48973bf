import type { BotFactory, BotFailure } from '../bot.js';
import { heuristicBot } from '../heuristic/heuristic-bot.js';
import { mctsBot } from '../mcts/mcts-bot.js';
import type { MctsBotOptions } from '../mcts/mcts-options.js';
import { BotError } from '../play/bot-error.js';
import { parseCommandSpec } from '../protocol/command-spec.js';
import { isModuleSpec, parseModuleSpec } from '../protocol/module-bot.js';
import { randomBot } from '../random-bot/random-bot.js';
import { readBotOptions } from './bot-options.js';

/**
 * A bot named on a command line: `random` (the weighted random bot), `uniform` (every legal move
 * alike), `heuristic`, `mcts:<budget>` where the budget is milliseconds per move (`mcts:100ms`)
 * or iterations per move (`mcts:500it`), `cmd:<command line>` (another program speaking the bot
 * protocol, see {@link externalBot}; `cmd[ms=2000,fallback=heuristic]:…` sets its options), or
 * the path of a JavaScript module ending in `.mjs` or `.js` whose default export is a
 * {@link BotFactory} (loaded by {@link loadBotModules}).
 */
export interface BotSpec {
  /**
   * The canonical spelling, kept in a study's config (`mcts:20it,exploration=0.3,label=m3`): the
   * same bot always has the same spelling.
   */
  spec: string;
  /**
   * The bot's label in results, tables, charts and records: its `label=` option if it has one,
   * else the canonical spelling.
   */
  label: string;
  /** Makes the bot for one seat of one game. */
  create: BotFactory;
  /** Where the bot comes from: this package, another program, or a JavaScript module. */
  kind: 'builtIn' | 'command' | 'module';
  /** The label of the bot that plays the seat after a program or module failed (not for built-in bots). */
  fallback?: string;
  /** For a program: starts it, says hello and stops it; its failure if it cannot start. */
  check?: () => BotFailure | null;
}

const MAX_MS = 600_000;
const MAX_ITERATIONS = 10_000_000;

/**
 * Reads a bot spec.
 *
 * @throws {@link BotError} `invalid-options` naming what is wrong, for an unknown bot or a bad
 * budget.
 */
export function parseBotSpec(text: string): BotSpec {
  if (typeof text !== 'string') throw new BotError('invalid-options', 'a bot spec must be text');
  if (/^cmd[[:]/i.test(text.trim())) {
    const command = parseCommandSpec(text, parseBuiltInSpec);
    return { ...command, spec: command.label, kind: 'command' };
  }
  if (isModuleSpec(text)) {
    const module = parseModuleSpec(text);
    return { ...module, spec: module.label, kind: 'module' };
  }
  return { ...parseBuiltInSpec(text), kind: 'builtIn' };
}

/** A built-in bot with its `,key=value` options (see {@link readBotOptions}). */
function parseBuiltInSpec(text: string): Omit<BotSpec, 'kind'> {
  const [head = '', ...pairs] = text.split(',');
  const base = parseBareSpec(head);
  const kind = base.label.split(':')[0] as 'random' | 'uniform' | 'heuristic' | 'mcts';
  const written = readBotOptions(kind, pairs);
  const spec = [base.label, ...written.canonical].join(',');
  const label = written.label ?? spec;
  const weights = Object.keys(written.weights).length > 0 ? { weights: written.weights } : {};
  const create: BotFactory =
    kind === 'heuristic'
      ? (seed) => heuristicBot({ seed, name: label, ...weights })
      : kind === 'mcts'
        ? (seed) =>
            mctsBot({
              ...base.mcts,
              ...written.mcts,
              ...weights,
              seed,
              name: label,
            } as MctsBotOptions)
        : kind === 'uniform'
          ? (seed) => ({ ...randomBot({ seed, weighted: false }), name: label })
          : (seed) => ({ ...randomBot({ seed }), name: label });
  return { spec, label, create };
}

/** A built-in bot without options: its canonical label and, for MCTS, its budget. */
function parseBareSpec(text: string): { label: string; mcts?: Pick<MctsBotOptions, 'budget'> } {
  const spec = text.trim().toLowerCase();
  if (spec === 'random' || spec === 'uniform' || spec === 'heuristic') return { label: spec };
  if (spec === 'mcts' || spec.startsWith('mcts:')) {
    const budget = /^mcts:(\d+(?:\.\d+)?)(ms|it)$/.exec(spec);
    const amount = budget === null ? Number.NaN : Number(budget[1]);
    if (budget === null || !(amount > 0)) {
      throw new BotError(
        'invalid-options',
        `bad MCTS budget in "${printable(text)}": write mcts:<ms>ms (e.g. mcts:100ms) or mcts:<iterations>it (e.g. mcts:500it)`,
      );
    }
    if (budget[2] === 'ms') {
      if (amount > MAX_MS)
        throw new BotError(
          'invalid-options',
          `MCTS budget ${amount} ms is over ${MAX_MS} ms a move`,
        );
      return { label: `mcts:${amount}ms`, mcts: { budget: { ms: amount } } };
    }
    if (!Number.isInteger(amount) || amount > MAX_ITERATIONS)
      throw new BotError(
        'invalid-options',
        `MCTS iterations must be a whole number from 1 to ${MAX_ITERATIONS}, not ${amount}`,
      );
    return { label: `mcts:${amount}it`, mcts: { budget: { iterations: amount } } };
  }
  throw new BotError(
    'invalid-options',
    `unknown bot "${printable(text)}": use random, uniform, heuristic, mcts:<ms>ms, mcts:<iterations>it (each with ,key=value options), cmd:<command line> or a module path ending in .mjs or .js`,
  );
}

/**
 * Starts the program of each `cmd:` spec among `specs` once, says hello and stops it, so that a
 * study whose program cannot start stops before its first game instead of playing every game of
 * that seat on the fallback bot.
 *
 * @throws {@link BotError} `invalid-options`: `bot <label> cannot start: <why>` (with the last
 * line of its standard error).
 */
export function checkBotPrograms(specs: readonly string[]): void {
  for (const text of new Set(specs)) {
    const spec = parseBotSpec(text);
    const failure = spec.check?.() ?? null;
    if (failure === null) continue;
    const said = failure.stderr?.split('\n').at(-1);
    throw new BotError(
      'invalid-options',
      `bot ${printable(spec.label)} cannot start: ${failure.message.split('; its standard error')[0]}${said === undefined ? '' : ` (it said: ${said.slice(0, 200)})`}`,
    );
  }
}

/** Text safe to print on one line: control characters shown as escapes, at most 60 characters. */
export function printable(text: string): string {
  const shown = JSON.stringify(text).slice(1, -1);
  return shown.length > 60 ? `${shown.slice(0, 57)}...` : shown;
}
