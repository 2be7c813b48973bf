import {
  DEFAULT_EDITION,
  type Edition,
  EngineError,
  type NewGameOptions,
  newGame,
} from '@antarctica-game/engine';

/**
 * What a match is set up from (boardgame.io's `setupData`, sent by the lobby's create request):
 * the engine's {@link NewGameOptions} (its fields and their documentation are the engine's),
 * with the edition by id and the bot seats. The number of players is the lobby's `numPlayers`.
 * Without `seed` or `setup` the server draws a seed that no client sees.
 *
 * Everything here is public: the lobby API shows a match's `setupData` to anyone, so a `seed`
 * given here lets anyone work out the order of the piles. Give one only for a game that is meant
 * to be replayed (a test, a tournament position).
 */
export interface AntarcticaSetupData extends Omit<NewGameOptions, 'players' | 'edition'> {
  /** The players' colours and names in seating order (as many as the lobby's `numPlayers`). */
  players?: Exclude<NewGameOptions['players'], number>;
  /** The id of the edition; one of the game's editions (the default edition if left out). */
  edition?: string;
  /**
   * The seats the server plays with one of the project's bots, by player id
   * (`{ "1": "heuristic" }`): `startServer` seats them itself when the match is created, so no
   * client holds their credentials. At least one seat is left to people. The game ignores it.
   */
  bots?: Readonly<Record<string, BotKind>>;
}

/** The bots the server can seat: the project's heuristic bot, or MCTS with a short budget. */
export type BotKind = 'heuristic' | 'mcts';

/** Every {@link BotKind}. */
export const BOT_KINDS: readonly BotKind[] = ['heuristic', 'mcts'];

/**
 * The fields of {@link AntarcticaSetupData}, every one and no other (a `Record` over its keys):
 * an option the engine adds to `NewGameOptions` fails to compile here until it is listed.
 */
const FIELD_SET: Record<keyof AntarcticaSetupData, true> = {
  players: true,
  seed: true,
  setup: true,
  rules: true,
  shipPlacement: true,
  edition: true,
  bots: true,
};
const FIELDS = Object.keys(FIELD_SET);

/** Why `bots` is not a valid bot-seat map for `numPlayers`, or `undefined` when it is. */
function checkBots(bots: unknown, numPlayers: number): string | undefined {
  if (typeof bots !== 'object' || bots === null || Array.isArray(bots))
    return 'setupData.bots must be an object such as { "1": "heuristic" }';
  const entries = Object.entries(bots);
  for (const [id, kind] of entries) {
    if (!/^(0|[1-9][0-9]?)$/.test(id) || Number(id) >= numPlayers)
      return `setupData.bots names ${JSON.stringify(id)}, which is no seat of a ${numPlayers}-player match`;
    if (!BOT_KINDS.includes(kind as BotKind))
      return `setupData.bots[${JSON.stringify(id)}] is ${JSON.stringify(kind)}, not one of ${BOT_KINDS.join(', ')}`;
  }
  if (entries.length >= numPlayers) return 'setupData.bots leaves no seat to a person';
  return undefined;
}

/** The edition of `id` among `editions` (the default edition is always known). */
export function editionById(id: string, editions: readonly Edition[]): Edition | undefined {
  if (id === DEFAULT_EDITION.id) return DEFAULT_EDITION;
  return editions.find((edition) => edition.id === id);
}

/**
 * The engine's options of a match, or a sentence saying why there are none. `seed` stands in
 * for the seed when the setup data has neither a seed nor a table setup.
 */
export function gameOptionsOf(
  setupData: unknown,
  numPlayers: number,
  editions: readonly Edition[],
  seed: () => string,
): NewGameOptions | string {
  if (typeof setupData !== 'object' || setupData === null || Array.isArray(setupData)) {
    return 'setupData must be an object such as { "shipPlacement": "free" }';
  }
  const data = setupData as Record<string, unknown>;
  const unknown = Object.keys(data).filter((key) => !FIELDS.includes(key));
  if (unknown.length > 0) {
    return `setupData has unknown fields: ${unknown.join(', ')} (known: ${FIELDS.join(', ')})`;
  }
  if (data.bots !== undefined) {
    const wrong = checkBots(data.bots, numPlayers);
    if (wrong !== undefined) return wrong;
  }
  let edition: Edition = DEFAULT_EDITION;
  if (data.edition !== undefined) {
    const found =
      typeof data.edition === 'string' ? editionById(data.edition, editions) : undefined;
    if (found === undefined) {
      return `setupData.edition is not an edition of this server: ${JSON.stringify(data.edition)}`;
    }
    edition = found;
  }
  if (data.players !== undefined && !Array.isArray(data.players) && data.players !== numPlayers) {
    return `setupData.players is ${JSON.stringify(data.players)} but the match has ${numPlayers} players`;
  }
  if (Array.isArray(data.players) && data.players.length !== numPlayers) {
    return `setupData.players lists ${data.players.length} players but the match has ${numPlayers}`;
  }
  const { bots: _bots, ...engineData } = data;
  const options = {
    ...(engineData as Omit<NewGameOptions, 'players' | 'edition'>),
    players: (data.players ?? numPlayers) as NewGameOptions['players'],
    edition,
  } as NewGameOptions;
  if (options.seed === undefined && options.setup === undefined) options.seed = seed();
  return options;
}

/**
 * Checks a match's setup data (boardgame.io's `validateSetupData`): the message of what is wrong,
 * or `undefined` when a game can be set up from it.
 */
export function checkSetupData(
  setupData: unknown,
  numPlayers: number,
  editions: readonly Edition[],
): string | undefined {
  const options = gameOptionsOf(setupData, numPlayers, editions, () => 'check');
  if (typeof options === 'string') return options;
  try {
    newGame(options);
    return undefined;
  } catch (error) {
    if (error instanceof EngineError) return error.message;
    throw error;
  }
}

/** A seed no client can guess: 128 bits from the platform's cryptographic generator. */
export function secretSeed(): string {
  const words = new Uint32Array(4);
  globalThis.crypto.getRandomValues(words);
  return Array.from(words, (word) => word.toString(36)).join('-');
}
