import { describe, expect, it } from 'vitest';
import { newSession } from '../src/logic/session.js';
import { STORAGE_KEY } from '../src/logic/storage.js';
import { type KeyValueStorage, SessionStore } from '../src/store/session-store.js';

/** An in-memory storage, like localStorage. */
function memory(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const players = [
  { color: 'red' as const, name: 'Ann' },
  { color: 'blue' as const, name: 'Ben' },
];

describe('the session store', () => {
  it('keeps undo and redo without limit across a reload', () => {
    const storage = memory();
    const store = new SessionStore({ storage });
    store.dispatch({ type: 'start', choice: { players } });
    for (let count = 1; count <= 400; count++)
      store.dispatch({ type: 'setBuildings', area: 0, count: count % 2 === 0 ? 2 : 3 });
    store.undo();
    const reloaded = new SessionStore({ storage });
    expect(reloaded.session).toEqual(store.session);
    expect(reloaded.canRedo).toBe(true);
    let undone = 0;
    while (reloaded.undo()) undone++;
    expect(undone).toBe(400);
    expect(reloaded.session).toEqual(new SessionStore({ session: reloaded.session }).session);
    expect(reloaded.session.phase).toBe('setup');
    while (reloaded.redo()) undone--;
    expect(undone).toBe(-1);
  });

  it('changes nothing for an action the rules forbid, and does not record it', () => {
    const store = new SessionStore();
    store.dispatch({ type: 'start', choice: { players } });
    const before = store.session;
    expect(store.dispatch({ type: 'sail', to: before.sun })).toBe(false);
    expect(store.session).toBe(before);
  });

  it('exports a session that imports back, as a step that can be undone', () => {
    const source = new SessionStore();
    source.dispatch({ type: 'start', choice: { players } });
    source.dispatch({ type: 'setBuildings', area: 0, count: 4 });
    const target = new SessionStore();
    const before = target.session;
    expect(target.import(source.export())).toBe(true);
    expect(target.session).toEqual(source.session);
    target.undo();
    expect(target.session).toEqual(before);
    expect(target.import('{"not": "a session"}')).toBe(false);
  });

  it('treats saved data whose history does not replay as corrupted, keeping it', () => {
    const storage = memory();
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        format: 'antarctica-companion',
        version: 2,
        base: newSession(),
        steps: [{ type: 'sail', to: 3 }],
        undone: [],
      }),
    );
    const store = new SessionStore({ storage });
    expect(store.restoreProblem).toBe('corrupted');
    expect(store.recovered).toContain('"sail"');
    expect(store.session.phase).toBe('setup');
  });
});
