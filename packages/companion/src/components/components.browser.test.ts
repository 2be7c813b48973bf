import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  deep,
  deepAll,
  LAZY_LOAD,
  mountApp,
  PLAYERS,
  settle,
} from '../__fixtures__/browser-helpers.js';
import type { CompanionAction } from '../logic/actions.js';
import { readSaved, STORAGE_KEY } from '../logic/storage.js';
import { SessionStore } from '../store/session-store.js';
import type { AntarcticaMajorities } from './majorities.js';
import type { AntarcticaSunTracker } from './sun-tracker.js';

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

/** A store with a 4-player game at its first turn. */
function playing(): SessionStore {
  const store = new SessionStore();
  store.dispatch({ type: 'start', choice: { players: PLAYERS } });
  store.dispatch({ type: 'begin' });
  return store;
}

/** Mounts an element on its own with a store. */
async function mount<T extends AntarcticaSunTracker | AntarcticaMajorities>(
  tag: 'antarctica-sun-tracker' | 'antarctica-majorities',
  store: SessionStore,
): Promise<T> {
  const element = document.createElement(tag) as T;
  element.store = store;
  document.body.append(element);
  await settle(element);
  return element;
}

describe('the elements on their own', () => {
  it('sail with one tap and fire their events, typed in HTMLElementEventMap', async () => {
    const store = playing();
    const tracker = await mount<AntarcticaSunTracker>('antarctica-sun-tracker', store);
    const seen: string[] = [];
    // The listeners are typed by the event map: `detail` needs no cast.
    tracker.addEventListener('antarctica-ship-sailed', (event) =>
      seen.push(`sailed ${event.detail.seat} ${event.detail.from}→${event.detail.to}`),
    );
    document.addEventListener('antarctica-sun-moved', (event) =>
      seen.push(`sun ${event.detail.area}`),
    );
    tracker.addEventListener('antarctica-action', (event) => seen.push(event.detail.action.type));
    deep<HTMLButtonElement>(tracker, '.area[data-area="5"]').click();
    await settle(tracker);
    deepAll<HTMLButtonElement>(tracker, 'button')
      .find((candidate) => candidate.textContent?.trim() === 'End turn')
      ?.click();
    await settle(tracker);
    expect(seen).toEqual(['sail', 'sailed 0 1→5', 'sun 2', 'endTurn']);
  });

  it('announce a change of leader and fire antarctica-leader-changed', async () => {
    const store = playing();
    const tally = await mount<AntarcticaMajorities>('antarctica-majorities', store);
    const events: unknown[] = [];
    tally.addEventListener('antarctica-leader-changed', (event) => events.push(event.detail));
    store.dispatch({ type: 'setScientists', area: 4, color: 'green', count: 2 });
    await settle(tally);
    expect(events).toEqual([{ area: 4, seats: [2] }]);
    expect(deep(tally, '[aria-live=polite]').textContent).toContain('Area 5: Chloe now leads.');
  });

  it('carry the store’s language in their lang attribute and speak it', async () => {
    const store = playing();
    const tracker = await mount<AntarcticaSunTracker>('antarctica-sun-tracker', store);
    store.setLanguage('pl');
    await settle(tracker);
    expect(tracker.lang).toBe('pl');
    // The Polish words are fetched when chosen; the element shows them as soon as they arrive.
    await expect
      .poll(() => deep(tracker, '#status').textContent, LAZY_LOAD)
      .toContain('ze strefy 2');
  });

  it('make every tap target at least 44 CSS pixels', async () => {
    await page.viewport(360, 640);
    const store = playing();
    store.dispatch({ type: 'sail', to: 5 });
    const tracker = await mount<AntarcticaSunTracker>('antarctica-sun-tracker', store);
    const tally = await mount<AntarcticaMajorities>('antarctica-majorities', store);
    const small = [...deepAll(tracker, 'button, select, input'), ...deepAll(tally, 'button, input')]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && (box.width < 44 || box.height < 44));
    expect(small).toEqual([]);
    await page.viewport(1024, 768);
  });
});

describe('a program driving the store', () => {
  it.each([1, 5])('cannot start a game of %i players: refused, no TypeError', (count) => {
    const store = new SessionStore({ storage: localStorage });
    const players = Array.from({ length: count }, (_, seat) => ({
      color: (['red', 'blue', 'green', 'yellow', 'red'] as const)[seat] ?? 'red',
      name: `P${seat}`,
    }));
    expect(store.dispatch({ type: 'start', choice: { players } })).toBe(false);
    expect(store.session.phase).toBe('setup');
  });

  it('cannot save a session that would not restore: duplicate colours, an unknown language', () => {
    const store = new SessionStore({ storage: localStorage });
    const duplicate: CompanionAction = {
      type: 'start',
      choice: {
        players: [
          { color: 'red', name: 'A' },
          { color: 'red', name: 'B' },
        ],
      },
    };
    expect(store.dispatch(duplicate)).toBe(false);
    expect(store.setLanguage('de' as never)).toBe(false);
    expect(store.dispatch({ type: 'start', choice: { players: PLAYERS.slice(0, 2) } })).toBe(true);
    expect(readSaved(localStorage.getItem(STORAGE_KEY)).ok).toBe(true);
  });
});

describe('the app element', () => {
  it('sails from the keyboard: an area button sails with Enter, End turn with Space', async () => {
    const app = await mountApp();
    app.store.dispatch({ type: 'start', choice: { players: PLAYERS } });
    app.store.dispatch({ type: 'begin' });
    await settle(app);
    deep(app, 'antarctica-sun-tracker', '.area[data-area="5"]').focus();
    await userEvent.keyboard('{Enter}');
    await settle(app);
    expect(app.store.session.sailed).toBe(true);
    const end = deepAll<HTMLButtonElement>(app, 'antarctica-sun-tracker', 'button').find(
      (candidate) => candidate.textContent?.trim() === 'End turn',
    );
    end?.focus();
    await userEvent.keyboard(' ');
    await settle(app);
    expect(app.store.session.sailed).toBe(false);
  });

  it('fires antarctica-phase-changed through placement, play and the final scores', async () => {
    const app = await mountApp();
    const phases: string[] = [];
    app.addEventListener('antarctica-phase-changed', (event) => phases.push(event.detail.phase));
    app.store.dispatch({ type: 'start', choice: { players: PLAYERS } });
    app.store.dispatch({ type: 'begin' });
    app.store.dispatch({ type: 'finish' });
    app.store.dispatch({ type: 'reset' });
    await settle(app);
    expect(phases).toEqual(['placement', 'play', 'final', 'setup']);
  });

  it('restores the game after a reload, with its undo history', async () => {
    const app = await mountApp();
    app.store.dispatch({ type: 'start', choice: { players: PLAYERS } });
    app.store.dispatch({ type: 'begin' });
    app.store.dispatch({ type: 'sail', to: 5 });
    const before = JSON.stringify(app.store.session);
    const again = await mountApp(localStorage.getItem(STORAGE_KEY) ?? '');
    expect(JSON.stringify(again.store.session)).toBe(before);
    expect(again.store.canUndo).toBe(true);
  });

  it('starts fresh with a clear message when the saved data is corrupted, keeping it for export', async () => {
    const app = await mountApp(
      '{"format":"antarctica-companion","version":3,"base":{"phase":"play"',
    );
    expect(app.store.session.phase).toBe('setup');
    expect(deep(app, '.banner').textContent).toContain('could not be read');
    expect(localStorage.getItem('antarctica-companion/recovered')).toContain('"phase":"play"');
  });
});
