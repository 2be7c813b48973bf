import { RULE_OPTIONS, type RuleOptions } from '@antarctica-game/engine';
import { printable } from '../syntax/printable.js';
import type { RecordTag } from '../syntax/record.js';
import type { Fail } from './tag-fault.js';

// The [Rules] tag, read and written: the rule readings of the engine's RULE_OPTIONS.

/** The readings a `[Rules]` tag names (`name=value`, space-separated); each fault a `bad-tag-value`. */
export function readRules(tag: RecordTag, fail: Fail): Partial<RuleOptions> {
  const rules: Record<string, string> = {};
  const options = RULE_OPTIONS as Record<string, readonly string[]>;
  const expected = Object.entries(options).flatMap(([name, values]) =>
    values.map((value) => `${name}=${value}`),
  );
  for (const part of tag.value.trim().split(/\s+/)) {
    if (part === '') continue;
    const [name = '', value = ''] = part.split('=');
    const values = options[name];
    if (values === undefined || !values.includes(value)) {
      fail(tag, 'bad-tag-value', `unknown rule reading "${printable(part)}"`, expected);
      continue;
    }
    if (rules[name] !== undefined) fail(tag, 'bad-tag-value', `the reading ${name} is named twice`);
    rules[name] = value;
  }
  return rules as Partial<RuleOptions>;
}

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
