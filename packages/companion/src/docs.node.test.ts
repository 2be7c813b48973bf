import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SessionStore } from './store/session-store.js';

const guide = readFileSync(new URL('../../../docs/companion.md', import.meta.url), 'utf8');

describe('the companion guide (docs/companion.md)', () => {
  it('runs its store example as written: placed in turn, the first turn begun', () => {
    const code = /```js\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
    const elements: Record<string, { store?: SessionStore }> = {
      'antarctica-sun-tracker': {},
      'antarctica-majorities': {},
    };
    const body = code.replace(/^import .*$/gm, '');
    const run = new Function('SessionStore', 'localStorage', 'document', body);
    const storage = new Map<string, string>();
    run(
      SessionStore,
      { getItem: (key: string) => storage.get(key) ?? null, setItem: storage.set.bind(storage) },
      { querySelector: (tag: string) => elements[tag] },
    );
    const store = elements['antarctica-sun-tracker']?.store;
    expect(store).toBeInstanceOf(SessionStore);
    expect(elements['antarctica-majorities']?.store).toBe(store);
    expect(store?.session.phase).toBe('play');
    expect(store?.session.areas.flatMap((area) => area.ships)).toHaveLength(6);
  });
});
