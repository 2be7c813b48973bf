import type { Bot } from '../bot.js';

// The bots this package makes (random, heuristic, MCTS) read the legal moves they are handed and
// answer one of them, changing neither the list nor a move: the drivers hand them their own list
// instead of a copy (the copies were about a fifth of a random game's time). The mark is on the
// bot's own `chooseMove` function, in a set private to the package: a bot whose method was
// replaced, or a wrapper object around one of these, is not marked and gets a copy.
const own = new WeakSet<Bot['chooseMove']>();

/** Marks `bot`, made by this package, as one that leaves the legal moves as they are. */
export function ownBot<T extends Bot>(bot: T): T {
  own.add(bot.chooseMove);
  return bot;
}

/** Whether `bot` answers with this package's own `chooseMove`, which leaves the legal moves alone. */
export function isOwnBot(bot: Bot): boolean {
  return own.has(bot.chooseMove);
}
