import type { Bot, BotFactory, BotFailure } from '../bot.js';
import { BotError } from '../play/bot-error.js';
import { checkSettings, GuardedGame } from './external-bot.js';
import { ProtocolClient } from './protocol-client.js';

/**
 * The programs of `cmd:` specs in this thread, by label. A game's bots are all made before it is
 * played (as every driver of this package does), so the bots made one after another with no move
 * in between belong to one game: the k-th of them takes the k-th program of its spec, and each
 * program is kept for the following games (one program per seat per worker thread).
 */
const pools = new Map<string, { clients: ProtocolClient[]; next: number; open: boolean }>();

/**
 * Reads `cmd:<command line>` or `cmd[key=value,…]:<command line>`. Keys: `ms` (milliseconds a
 * move, default 1000), `start-ms` (for `hello`, default 10000), `fallback` (a bot spec, default
 * `random`); any other key is sent to the program in `hello`.
 *
 * @throws {@link BotError} `invalid-options` for an empty command or a bad option.
 */
export function parseCommandSpec(
  text: string,
  builtIn: (spec: string) => { label: string; create: BotFactory },
): { label: string; create: BotFactory; fallback: string; check: () => BotFailure | null } {
  const label = text.trim();
  const match = /^cmd(?:\[([^\]]*)\])?:(.*)$/is.exec(label);
  const command = match?.[2]?.trim() ?? '';
  if (match === null || command === '')
    throw new BotError(
      'invalid-options',
      `bad external bot "${label.slice(0, 60)}": write cmd:<command line>, e.g. cmd:python3 my_bot.py`,
    );
  const options: Record<string, string> = {};
  let moveMs: number | undefined;
  let startMs: number | undefined;
  let fallback: BotFactory | undefined;
  let fallbackLabel = 'random';
  for (const pair of (match[1] ?? '').split(',')) {
    if (pair.trim() === '') continue;
    const at = pair.indexOf('=');
    const key = (at < 0 ? pair : pair.slice(0, at)).trim();
    const value = at < 0 ? '' : pair.slice(at + 1).trim();
    if (key === 'ms') moveMs = milliseconds(key, value);
    else if (key === 'start-ms') startMs = milliseconds(key, value);
    else if (key === 'fallback') {
      if (/^cmd|\.m?js$/i.test(value))
        throw new BotError(
          'invalid-options',
          'the fallback of an external bot must be a built-in bot',
        );
      const spec = builtIn(value);
      fallback = spec.create;
      fallbackLabel = spec.label;
    } else options[key] = value;
  }
  const settings = checkSettings({
    command,
    ...(moveMs === undefined ? {} : { moveMs }),
    ...(startMs === undefined ? {} : { startMs }),
    ...(fallback === undefined ? {} : { fallback }),
  });
  const cwd = process.cwd();
  const create = (seed: number): Bot => {
    let pool = pools.get(label);
    if (pool === undefined) {
      pool = { clients: [], next: 0, open: false };
      pools.set(label, pool);
    }
    if (!pool.open) {
      pool.open = true;
      pool.next = 0;
    }
    const slot = pool.next++;
    pool.clients[slot] ??= new ProtocolClient({
      command,
      cwd,
      startMs: startMs ?? 10_000,
      options,
    });
    const game = new GuardedGame(pool.clients[slot] as ProtocolClient, seed, settings);
    const owner = pool;
    return {
      name: label,
      get failures() {
        return game.failures;
      },
      chooseMove(view, legal) {
        owner.open = false;
        return game.chooseMove(view, legal);
      },
      gameOver(result) {
        owner.open = false;
        game.gameOver(result);
      },
    };
  };
  const check = (): BotFailure | null =>
    new ProtocolClient({ command, cwd, startMs: startMs ?? 10_000, options }).probe();
  return { label, create, fallback: fallbackLabel, check };
}

/** Stops every program started for `cmd:` specs in this thread. */
export function closeCommandBots(): void {
  for (const pool of pools.values()) for (const client of pool.clients) client.close();
  pools.clear();
}

function milliseconds(key: string, value: string): number {
  const number = Number(value.replace(/ms$/i, ''));
  if (!(Number.isFinite(number) && number > 0 && number <= 3_600_000))
    throw new BotError(
      'invalid-options',
      `${key} of an external bot must be a positive number of milliseconds, not "${value.slice(0, 20)}"`,
    );
  return number;
}
