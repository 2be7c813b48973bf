import { describe, expect, it } from 'vitest';
import { FINISHED_KEY, PREFERENCES_KEY } from '../logic/device.js';
import { newSession } from '../logic/session.js';
import { readSaved, STORAGE_KEY } from '../logic/storage.js';
import { type KeyValueStorage, SessionStore } from './session-store.js';

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

/** A store with a 2-player game begun. */
function playing(storage?: KeyValueStorage): SessionStore {
  const store = new SessionStore({ storage });
  store.dispatch({ type: 'start', choice: { players }, at: '2025-01-02T10:00:00.000Z' });
  store.dispatch({ type: 'begin' });
  return store;
}

describe('the session store', () => {
  it('keeps undo and redo without limit across a reload', () => {
    const storage = memory();
    const store = playing(storage);
    for (let count = 1; count <= 400; count++)
      store.dispatch({ type: 'setBuildings', area: 0, count: count % 2 === 0 ? 2 : 3 });
    store.undo();
    const reloaded = new SessionStore({ storage });
    expect(reloaded.session).toEqual(store.session);
    expect(reloaded.canRedo).toBe(true);
    let undone = 0;
    while (reloaded.undo()) undone++;
    expect(undone).toBe(401);
    expect(reloaded.session.phase).toBe('setup');
    while (reloaded.redo()) undone--;
    expect(undone).toBe(-1);
  });

  it('refuses to start from a session that is not valid, with a code', () => {
    const broken = { ...newSession(), sun: 9 };
    expect(() => new SessionStore({ session: broken })).toThrow(
      expect.objectContaining({ code: 'invalid-session' }),
    );
  });

  it('changes nothing for an action the rules forbid, and does not record it', () => {
    const store = playing();
    const before = store.session;
    expect(store.dispatch({ type: 'sail', to: before.sun })).toBe(false);
    expect(store.session).toBe(before);
  });

  it('exports a session that imports back, as a step that can be undone', () => {
    const source = playing();
    source.dispatch({ type: 'setBuildings', area: 0, count: 4 });
    const target = new SessionStore();
    const before = target.session;
    expect(target.import(source.export())).toBe(true);
    expect(target.session).toEqual(source.session);
    target.undo();
    expect(target.session).toEqual(before);
    expect(target.import('{"not": "a session"}')).toBe(false);
    expect(target.import('')).toBe(false);
  });

  it('treats saved data whose history does not replay as corrupted, keeping it', () => {
    const storage = memory();
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        format: 'antarctica-companion',
        version: 3,
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

  it('keeps the language apart from the game: undo does not revert it, and it survives a reload', () => {
    const storage = memory();
    const store = playing(storage);
    store.dispatch({ type: 'setBuildings', area: 0, count: 3 });
    const calls: string[] = [];
    store.subscribe(() => calls.push(store.language));
    expect(store.setLanguage('pl')).toBe(true);
    expect(calls).toEqual(['pl']);
    expect(store.undo()).toBe(true);
    expect(store.language).toBe('pl');
    expect(store.session.areas[0]?.buildings).toBe(1);
    expect(new SessionStore({ storage }).language).toBe('pl');
    expect(store.setLanguage('de' as never)).toBe(false);
  });

  it('remembers the players of the last game for the next setup', () => {
    const storage = memory();
    playing(storage);
    expect(new SessionStore({ storage }).rememberedPlayers).toEqual(players);
    storage.setItem(PREFERENCES_KEY, '{"players":[{"color":"red","name":"x"}],"language":"xx"}');
    const odd = new SessionStore({ storage });
    expect(odd.rememberedPlayers).toBeUndefined();
  });

  it('keeps each finished game once in the history, which can be exported and reopened', () => {
    const storage = memory();
    const store = playing(storage);
    store.dispatch({ type: 'setScientists', area: 0, color: 'blue', count: 2 });
    store.dispatch({ type: 'finish' });
    expect(store.finishedGames).toHaveLength(1);
    expect(store.finishedGames[0]).toMatchObject({
      startedAt: '2025-01-02T10:00:00.000Z',
      winners: ['blue'],
      players: [
        { color: 'red', name: 'Ann', place: 2 },
        { color: 'blue', name: 'Ben', points: 4, place: 1 },
      ],
    });
    // Back to the game and finished again: the same game, updated.
    store.dispatch({ type: 'reopen' });
    store.dispatch({ type: 'setScientists', area: 0, color: 'red', count: 3 });
    store.dispatch({ type: 'finish' });
    expect(store.finishedGames).toHaveLength(1);
    expect(store.finishedGames[0]?.winners).toEqual(['red']);
    // Undo and redo do not record anything.
    store.undo();
    store.redo();
    expect(store.finishedGames).toHaveLength(1);
    store.dispatch({ type: 'reset' });
    const again = new SessionStore({ storage });
    expect(again.finishedGames).toHaveLength(1);
    expect(JSON.parse(again.exportFinished())).toMatchObject({
      format: 'antarctica-companion-history',
      games: [{ winners: ['red'] }],
    });
    expect(again.reopenFinished(0)).toBe(true);
    expect(again.session.phase).toBe('final');
    expect(again.reopenFinished(5)).toBe(false);
    storage.setItem(FINISHED_KEY, '[{"broken": true}]');
    expect(new SessionStore({ storage }).finishedGames).toEqual([]);
  });
});

describe('saved data of the previous version', () => {
  it('is brought up to date: its language leaves the history, and a start is followed by its placement', () => {
    const base = { ...newSession(), version: 1, language: 'en' } as Record<string, unknown>;
    for (const field of ['sailedTo', 'startedAt', 'firstGame']) delete base[field];
    const old = {
      format: 'antarctica-companion',
      version: 2,
      base,
      steps: [
        { type: 'start', choice: { players } },
        { type: 'setLanguage', language: 'fr' },
        { type: 'sail', to: 4 },
      ],
      undone: [{ type: 'setLanguage', language: 'pl' }],
    };
    const restored = readSaved(JSON.stringify(old));
    expect(restored.ok).toBe(true);
    if (!restored.ok) return;
    // French was chosen last; Polish was chosen and then undone.
    expect(restored.language).toBe('fr');
    expect(restored.history.steps.map((step) => step.type)).toEqual(['start', 'begin', 'sail']);
    expect(restored.history.undone).toEqual([]);
    expect(restored.history.session.phase).toBe('play');
    expect(restored.history.session.sailedTo).toBe(4);
    const storage = memory();
    storage.setItem(STORAGE_KEY, JSON.stringify(old));
    const store = new SessionStore({ storage });
    expect(store.restoreProblem).toBeNull();
    expect(store.language).toBe('fr');
  });

  it('is still called old when it comes from an even older version', () => {
    expect(readSaved('{"format":"antarctica-companion","version":1,"session":{}}')).toMatchObject({
      ok: false,
      problem: 'old-version',
    });
  });
});

describe('a damaged list of past games', () => {
  it('is reported, kept for export, and never written over by finishing a game', () => {
    for (const damaged of ['{not json', '{"games": []}', '[{"finishedAt": 3}]']) {
      const storage = memory();
      storage.setItem(FINISHED_KEY, damaged);
      const store = playing(storage);
      expect(store.damagedHistory).toBe(damaged);
      store.dispatch({ type: 'finish' });
      // The finished game is listed for this visit, the saved list is left as it was.
      expect(store.finishedGames).toHaveLength(1);
      expect(storage.getItem(FINISHED_KEY)).toBe(damaged);
      // A new list, asked for, replaces it.
      expect(store.startNewHistory()).toBe(true);
      expect(JSON.parse(storage.getItem(FINISHED_KEY) ?? '')).toHaveLength(1);
      expect(store.startNewHistory()).toBe(false);
    }
  });
});

describe('B’s opening cube at 2 players', () => {
  it('is saved and restored with the placement of the ships', () => {
    const storage = memory();
    const store = new SessionStore({ storage });
    store.dispatch({ type: 'start', choice: { players, firstGameShips: false } });
    expect(store.dispatch({ type: 'openingCube', track: 2 })).toBe(true);
    const reloaded = new SessionStore({ storage });
    expect(reloaded.restoreProblem).toBeNull();
    expect(reloaded.session.tracks[2]?.cubes).toEqual([{ player: 'blue', value: 0 }]);
  });
});
