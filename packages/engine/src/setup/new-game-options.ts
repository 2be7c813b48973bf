import { describeValue } from '@antarctica-game/foundation/shape-check';
import { COLORS } from '@antarctica-game/scoring';
import { EngineError } from '../errors/engine-error.js';
import { RULE_OPTIONS } from '../state/rule-options.js';

const PLACEMENTS: readonly unknown[] = ['firstGame', 'free'];

/**
 * Checks the options of {@link newGame} before anything is set up, so that a game that starts
 * can also be saved, loaded and scored: 2 to 4 players (a count, or a roster of distinct colours
 * among red, blue, green and yellow with optional string names), a seed that is a finite number
 * or a string (unless a table `setup` is given, which {@link newGame} checks against the edition),
 * a known `shipPlacement`, and known rule readings. The edition itself is checked by
 * {@link validateEdition} in {@link newGame}.
 *
 * @throws {@link EngineError} with code `invalid-options`, saying what is wrong and where.
 */
export function checkNewGameOptions(options: unknown): void {
  try {
    checkOptions(options);
  } catch (error) {
    if (error instanceof EngineError) throw error;
    // A getter that throws, a Proxy, ...: not plain options.
    throw new EngineError(
      'invalid-options',
      `the options could not be read: ${error instanceof Error ? error.message : describeValue(error)}`,
    );
  }
}

/** The fields of {@link NewGameOptions}. */
const KNOWN_OPTIONS = ['players', 'seed', 'setup', 'shipPlacement', 'edition', 'rules'];

function checkOptions(options: unknown): void {
  const fail = (message: string): never => {
    throw new EngineError('invalid-options', message);
  };
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    fail(`newGame needs options such as { players: 3, seed: 1 }, not ${describeValue(options)}`);
  const given = options as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    // A misspelt option (rule: for rules:) would otherwise be dropped without a word.
    if (!KNOWN_OPTIONS.includes(key))
      fail(`no option ${describeValue(key, 40)}; the options are ${KNOWN_OPTIONS.join(', ')}`);
  }

  const players = given.players;
  if (typeof players === 'number') {
    if (!Number.isInteger(players) || players < 2 || players > 4)
      fail(`players: Antarctica is for 2 to 4 players, not ${describeValue(players)}`);
  } else if (Array.isArray(players)) {
    if (players.length < 2 || players.length > 4)
      fail(`players: Antarctica is for 2 to 4 players, not ${players.length}`);
    const seen = new Set<unknown>();
    for (let seat = 0; seat < players.length; seat++) {
      const player: unknown = players[seat];
      if (typeof player !== 'object' || player === null)
        fail(`players[${seat}]: expected { color, name? }, not ${describeValue(player)}`);
      const { color, name } = player as { color?: unknown; name?: unknown };
      if (!(COLORS as readonly unknown[]).includes(color))
        fail(
          `players[${seat}].color: expected one of ${COLORS.join(', ')}, not ${describeValue(color)}`,
        );
      if (seen.has(color))
        fail(`players[${seat}].color: ${String(color)} is taken by another player`);
      seen.add(color);
      if (name !== undefined && typeof name !== 'string')
        fail(`players[${seat}].name: expected a string, not ${describeValue(name)}`);
    }
  } else {
    fail(`players: expected 2, 3 or 4, or a list of players, not ${describeValue(players)}`);
  }

  const { seed, setup } = given;
  if (setup !== undefined) {
    if (typeof setup !== 'object' || setup === null)
      fail(`setup: expected a table setup, not ${describeValue(setup)}`);
  } else if (seed === undefined) {
    fail('a game needs a seed (a number or a string) or a table setup');
  }
  if (
    seed !== undefined &&
    typeof seed !== 'string' &&
    !(typeof seed === 'number' && Number.isFinite(seed))
  )
    fail(`seed: expected a finite number or a string, not ${describeValue(seed)}`);

  if (given.shipPlacement !== undefined && !PLACEMENTS.includes(given.shipPlacement))
    fail(
      `shipPlacement: expected "firstGame" or "free", not ${describeValue(given.shipPlacement)}`,
    );

  const edition = given.edition;
  if (edition !== undefined && (typeof edition !== 'object' || edition === null))
    fail(`edition: expected an edition, not ${describeValue(edition)}`);

  const rules = given.rules;
  if (rules !== undefined) {
    if (typeof rules !== 'object' || rules === null || Array.isArray(rules))
      fail(`rules: expected an object of rule readings, not ${describeValue(rules)}`);
    for (const [key, value] of Object.entries(rules as Record<string, unknown>)) {
      if (!Object.hasOwn(RULE_OPTIONS, key))
        fail(
          `rules: no rule reading ${describeValue(key, 40)}; the readings are ${Object.keys(RULE_OPTIONS).join(', ')}`,
        );
      const values = RULE_OPTIONS[key as keyof typeof RULE_OPTIONS] as readonly unknown[];
      if (value !== undefined && !values.includes(value))
        fail(`rules.${key}: expected one of ${values.join(', ')}, not ${describeValue(value)}`);
    }
  }
}
