import { describe, expect, it } from 'vitest';
import readme from '../README.md?raw';
import { SessionStore } from '../src/store/session-store.js';
import { deep, settle } from './helpers.js';

/** The HTML of the README's second example without its script, which the test runs itself. */
const markup = /```html\n([\s\S]*?)```/g;

describe('the package README', () => {
  it('shows elements that render and share one store as it says', async () => {
    const blocks = [...readme.matchAll(markup)].map((match) => match[1] ?? '');
    expect(blocks).toHaveLength(2);
    document.body.innerHTML = `<main>${(blocks[1] ?? '').replace(/<script[\s\S]*?<\/script>/g, '')}</main>`;
    const store = new SessionStore();
    store.dispatch({
      type: 'start',
      choice: {
        players: [
          { color: 'red', name: 'Ann' },
          { color: 'blue', name: 'Ben' },
        ],
      },
    });
    const sun = document.querySelector('antarctica-sun-tracker');
    const tally = document.querySelector('antarctica-majorities');
    if (sun === null || tally === null) throw new Error('the README elements are missing');
    sun.store = store;
    tally.store = store;
    await settle(sun);
    await settle(tally);
    expect(deep(sun, '.status').textContent).toContain('turn');
    expect(tally.shadowRoot?.textContent).toContain('Standings');
    const moved: number[] = [];
    document.addEventListener('antarctica-sun-moved', (event) =>
      moved.push((event as CustomEvent<{ area: number }>).detail.area),
    );
    store.dispatch({ type: 'sail', to: 3 });
    store.dispatch({ type: 'endTurn' });
    await settle(sun);
    expect(moved).toEqual([store.session.sun]);
  });
});
