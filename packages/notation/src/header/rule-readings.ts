import { RULE_OPTIONS, type RuleOptions } from '@antarctica-game/engine';

/**
 * The readings that differ from the defaults, as the `[Rules]` tag writes them: `name=value`,
 * space-separated, in the order of the engine's `RULE_OPTIONS`.
 */
export function formatRuleReadings(rules: Partial<RuleOptions>): string {
  const parts: string[] = [];
  for (const [name, values] of Object.entries(RULE_OPTIONS) as Array<[string, readonly string[]]>) {
    const value = (rules as Record<string, string | undefined>)[name];
    if (value !== undefined && value !== values[0]) parts.push(`${name}=${value}`);
  }
  return parts.join(' ');
}
