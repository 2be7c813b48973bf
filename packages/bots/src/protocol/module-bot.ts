import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Bot, BotFactory, BotFailure } from '../bot.js';
import { BotError } from '../play/bot-error.js';
import { isPromise, legalForBot, matchAnswer } from '../play/decide.js';
import { randomBot } from '../random-bot/random-bot.js';

/** Whether a bot spec names a JavaScript module: a path ending in `.mjs` or `.js`. */
export function isModuleSpec(text: string): boolean {
  return /\.m?js$/i.test(text.trim()) && !/^cmd[[:]/i.test(text.trim());
}

/** The factories of the modules loaded in this thread, by absolute path. */
const loaded = new Map<string, BotFactory>();

/**
 * Loads the bot modules among `specs` (paths ending in `.mjs` or `.js`, relative to the working
 * directory), so that {@link parseBotSpec} can make their bots; other specs are skipped. A module's
 * default export must be a {@link BotFactory}: a function from a seed to a bot. Worker threads
 * of a simulation call it before their first game.
 *
 * @throws {@link BotError} `invalid-options` for a module that cannot be loaded or whose default
 * export is not a function.
 */
export async function loadBotModules(specs: readonly string[]): Promise<void> {
  for (const spec of specs) {
    if (!isModuleSpec(spec)) continue;
    const path = modulePath(spec);
    if (loaded.has(path)) continue;
    let module: { default?: unknown };
    try {
      module = (await import(pathToFileURL(path).href)) as { default?: unknown };
    } catch (error) {
      throw new BotError(
        'invalid-options',
        `bot module ${spec.trim()} could not be loaded: ${(error as Error).message}`,
      );
    }
    if (typeof module.default !== 'function')
      throw new BotError(
        'invalid-options',
        `bot module ${spec.trim()} must export a function from a seed to a bot as its default export`,
      );
    loaded.set(path, module.default as BotFactory);
  }
}

/**
 * The spec of a module bot: the label is the path as written; the bot is the module's, guarded so
 * that an exception, an answer that is not a legal move or a promise (a study needs answers at
 * once) makes the seat fall back to the weighted random bot for the rest of the game, as for an
 * external program.
 *
 * @throws {@link BotError} `invalid-options` when the file does not exist.
 */
export function parseModuleSpec(text: string): {
  label: string;
  create: BotFactory;
  fallback: string;
} {
  const label = text.trim();
  const path = modulePath(label);
  if (!existsSync(path))
    throw new BotError('invalid-options', `bot module not found: ${label.slice(0, 60)}`);
  return {
    label,
    fallback: 'random',
    create: (seed) => {
      const factory = loaded.get(path);
      if (factory === undefined)
        throw new BotError(
          'invalid-options',
          `bot module ${label} is not loaded: call loadBotModules first`,
        );
      return guardedModuleBot(label, factory, seed);
    },
  };
}

function modulePath(spec: string): string {
  return resolve(process.cwd(), spec.trim());
}

function guardedModuleBot(label: string, factory: BotFactory, seed: number): Bot {
  const failures: BotFailure[] = [];
  let fallback: Bot | null = null;
  let bot: Bot | null = null;
  const fail = (kind: BotFailure['kind'], move: number, message: string): Bot => {
    failures.push({ kind, move, message });
    fallback = randomBot({ seed });
    return fallback;
  };
  return {
    name: label,
    failures,
    chooseMove(view, legal) {
      if (fallback !== null) return fallback.chooseMove(view, legal);
      try {
        bot ??= factory(seed);
        // The module gets its own copy: what it does to it cannot change the list that judges
        // its answer and that the fallback is given.
        const given = legalForBot(legal);
        const answer = bot.chooseMove(view, given);
        if (isPromise(answer))
          return fail('garbage', view.moves, 'answered with a promise').chooseMove(view, legal);
        const match = matchAnswer(legal, answer, given);
        if (match !== undefined) return match;
        return fail('illegal', view.moves, `not a legal move: ${safe(answer)}`).chooseMove(
          view,
          legal,
        );
      } catch (error) {
        return fail(
          'crash',
          view.moves,
          `threw ${(error as Error)?.message ?? String(error)}`,
        ).chooseMove(view, legal);
      }
    },
    gameOver(result) {
      try {
        if (fallback === null) bot?.gameOver?.(result);
      } catch {
        // The game is over: nothing left to spoil.
      }
    },
  };
}

function safe(value: unknown): string {
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 200);
  } catch {
    return String(value).slice(0, 200);
  }
}
