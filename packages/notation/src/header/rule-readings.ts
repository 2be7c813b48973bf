import type { GameState } from '@antarctica-game/engine';

/** The engine's named rule readings (`state.rules`). */
export type RuleReadings = GameState['rules'];

/**
 * Every rule reading with its values, the default first, in the order the `[Rules]` tag lists
 * them. The same list as the engine's `RULE_OPTIONS`; a test keeps the two in step.
 */
export const RULE_READINGS: {
  readonly [K in keyof RuleReadings]: readonly RuleReadings[K][];
} = {
  firstPlaceRankings: ['allRankings', 'areasAndTracks'],
  shipyardCardChoice: ['required', 'optional'],
  icebreakerBinding: ['ship', 'area'],
  newCubeSpace: ['firstFreeSpace', 'firstSpace'],
  turnShipDiscard: ['afterSailing', 'never'],
};

/** The readings that differ from the defaults, as the `[Rules]` tag writes them (`name=value ...`). */
export function formatRuleReadings(rules: Partial<RuleReadings>): string {
  const parts: string[] = [];
  for (const [name, values] of Object.entries(RULE_READINGS) as Array<[string, string[]]>) {
    const value = (rules as Record<string, string | undefined>)[name];
    if (value !== undefined && value !== values[0]) parts.push(`${name}=${value}`);
  }
  return parts.join(' ');
}
