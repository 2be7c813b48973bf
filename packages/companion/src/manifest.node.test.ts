import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Declaration {
  tagName?: string;
  events?: Array<{ name: string }>;
  cssProperties?: Array<{ name: string }>;
  cssParts?: Array<{ name: string }>;
  slots?: Array<{ name: string }>;
}

/** The Custom Elements Manifest the build writes, as published with the package. */
const manifest = JSON.parse(
  readFileSync(new URL('../custom-elements.json', import.meta.url), 'utf8'),
) as {
  modules: Array<{ declarations?: Declaration[] }>;
};
const elements = new Map(
  manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .flatMap((declaration) => (declaration.tagName ? [[declaration.tagName, declaration]] : [])),
);
const names = (list: Array<{ name: string }> | undefined) =>
  (list ?? []).map((entry) => entry.name).sort();

describe('the Custom Elements Manifest', () => {
  it('describes the three elements with their events, custom properties and parts', () => {
    expect([...elements.keys()].sort()).toEqual([
      'antarctica-companion',
      'antarctica-majorities',
      'antarctica-sun-tracker',
    ]);
    expect(names(elements.get('antarctica-sun-tracker')?.events)).toEqual([
      'antarctica-action',
      'antarctica-ship-sailed',
      'antarctica-sun-moved',
    ]);
    expect(names(elements.get('antarctica-majorities')?.events)).toEqual([
      'antarctica-action',
      'antarctica-leader-changed',
    ]);
    expect(names(elements.get('antarctica-companion')?.events)).toEqual([
      'antarctica-phase-changed',
    ]);
    expect(names(elements.get('antarctica-majorities')?.slots)).toEqual(['after-result']);
    for (const element of elements.values()) {
      expect(element.cssProperties?.length).toBeGreaterThan(0);
      expect(element.cssParts?.length).toBeGreaterThan(0);
    }
  });
});
