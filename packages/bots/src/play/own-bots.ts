import type { Bot } from '../bot.js';

// The bots this package makes (random, heuristic, MCTS) read the legal moves they are handed and
// answer one of them, changing neither the list nor a move: the drivers hand them their own list
// instead of a copy (a copy a decision was about a twentieth of a random game's time). The set is
// private to the package, so no other bot can claim the mark; a bot built on top of one of these
// (a wrapper object) is another object and gets a copy.
const own = new WeakSet<Bot>();

/** Marks `bot`, made by this package, as one that leaves the legal moves as they are. */
export function ownBot<T extends Bot>(bot: T): T {
  own.add(bot);
  return bot;
}

/** Whether `bot` was made by this package and leaves the legal moves as they are. */
export function isOwnBot(bot: Bot): boolean {
  return own.has(bot);
}
