import { scoreSheet } from '@antarctica-game/scoring';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { sessionToSheet } from '../src/logic/score.js';
import { button, deep, deepAll, mountApp, settle, startGame } from './helpers.js';

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Taps the area of the sun tracker whose label starts with "Area N". */
function area(app: Element, number: number): HTMLButtonElement {
  const found = deepAll<HTMLButtonElement>(app, 'antarctica-sun-tracker', '.area').find(
    (candidate) =>
      candidate.querySelector('.area-name')?.textContent?.trim().endsWith(`Area ${number}`),
  );
  if (found === undefined) throw new Error(`no Area ${number}`);
  return found;
}

afterEach(() => {
  localStorage.clear();
});

describe('the companion app', () => {
  it('plays setup, several Sun moves, tallies and final scores equal to the scorer', async () => {
    const app = await mountApp();
    await startGame(app);
    const store = app.store;
    expect(store.session.phase).toBe('play');
    // The Sun moves at once from the lower-left area to Area 2, where Alice's ship is first.
    expect(deep(app, 'antarctica-sun-tracker', '.status').textContent).toContain("Alice's turn");
    for (const target of [5, 6, 7]) {
      const sun = store.session.sun;
      area(app, target).click();
      await settle(app);
      button(app, 'End turn', 'antarctica-sun-tracker').click();
      await settle(app);
      expect(store.session.sun).not.toBe(sun);
    }
    // Tallies: scientists in the first area card, a cube on a track, cards.
    const increase = deepAll<HTMLButtonElement>(app, 'antarctica-majorities', 'button').filter(
      (candidate) => candidate.getAttribute('aria-label')?.startsWith('More Scientists Alice'),
    );
    increase[0]?.click();
    increase[0]?.click();
    await settle(app);
    button(app, /Add a cube/, 'antarctica-majorities').click();
    await settle(app);
    deepAll<HTMLButtonElement>(app, 'antarctica-majorities', 'button')
      .find((candidate) => candidate.getAttribute('aria-label') === 'More Building Cards, Bob')
      ?.click();
    await settle(app);
    button(app, 'Final scores').click();
    await settle(app);
    expect(store.session.phase).toBe('final');
    const expected = scoreSheet(sessionToSheet(store.session));
    const table = deep(app, 'antarctica-majorities', 'table');
    const totals = [...table.querySelectorAll('tbody tr')].map((row) =>
      Number(row.querySelector('td strong')?.textContent),
    );
    expect(totals).toEqual(expected.standings.map((standing) => standing.points));
    expect(deep(app, 'antarctica-majorities', '.result').textContent).toContain('Winner: Alice');
  });

  it('restores the game after a reload', async () => {
    const app = await mountApp();
    await startGame(app);
    area(app, 5).click();
    await settle(app);
    const before = JSON.stringify(app.store.session);
    const again = await mountApp(localStorage.getItem('antarctica-companion/session') ?? '');
    expect(JSON.stringify(again.store.session)).toBe(before);
    expect(again.store.canUndo).toBe(true);
  });

  it('starts fresh with a clear message when the saved data is corrupted, keeping it for export', async () => {
    const app = await mountApp(
      '{"format":"antarctica-companion","version":1,"session":{"phase":"play"',
    );
    expect(app.store.session.phase).toBe('setup');
    expect(deep(app, '.banner').textContent).toContain('could not be read');
    expect(localStorage.getItem('antarctica-companion/recovered')).toContain('"phase":"play"');
    expect(button(app, 'Export the old data')).toBeTruthy();
  });

  it('tells when the saved data comes from an older version', async () => {
    const app = await mountApp('{"format":"antarctica-companion","version":0,"session":{}}');
    expect(deep(app, '.banner').textContent).toContain('older version');
  });

  it('undoes and redoes without limit', async () => {
    const app = await mountApp();
    await startGame(app);
    const start = JSON.stringify(app.store.session);
    area(app, 5).click();
    await settle(app);
    button(app, 'End turn', 'antarctica-sun-tracker').click();
    await settle(app);
    const after = JSON.stringify(app.store.session);
    button(app, 'Undo').click();
    button(app, 'Undo').click();
    await settle(app);
    expect(JSON.stringify(app.store.session)).toBe(start);
    button(app, 'Redo').click();
    button(app, 'Redo').click();
    await settle(app);
    expect(JSON.stringify(app.store.session)).toBe(after);
  });

  it('is operable from the keyboard: an area button sails with Enter', async () => {
    const app = await mountApp();
    await startGame(app);
    area(app, 5).focus();
    await userEvent.keyboard('{Enter}');
    await settle(app);
    expect(app.store.session.sailed).toBe(true);
    button(app, 'End turn', 'antarctica-sun-tracker').focus();
    await userEvent.keyboard(' ');
    await settle(app);
    expect(app.store.session.sailed).toBe(false);
  });

  it('announces Sun moves to screen readers', async () => {
    const app = await mountApp();
    await startGame(app);
    area(app, 5).click();
    await settle(app);
    button(app, 'End turn', 'antarctica-sun-tracker').click();
    await settle(app);
    const live = deepAll(app, 'antarctica-sun-tracker', '[aria-live=polite]').map(
      (element) => element.textContent,
    );
    expect(live.join(' ')).toContain('The Sun moves to Area');
  });

  it('announces a change of leader and fires antarctica-leader-changed', async () => {
    const app = await mountApp();
    await startGame(app);
    const events: unknown[] = [];
    document.addEventListener('antarctica-leader-changed', (event) =>
      events.push((event as CustomEvent).detail),
    );
    app.store.dispatch({ type: 'setScientists', area: 4, color: 'green', count: 2 });
    await settle(app);
    expect(events).toEqual([{ area: 4, seats: [2] }]);
    const live = deepAll(app, 'antarctica-majorities', '[aria-live=polite]').map(
      (element) => element.textContent,
    );
    expect(live.join(' ')).toContain('Area 5: Chloe now leads.');
  });

  it('has no axe-core violations with an area panel open or the restore message shown', async () => {
    const app = await mountApp('not json');
    expect(await violations(), JSON.stringify(await violations())).toEqual([]);
    await startGame(app);
    area(app, 5).click();
    await settle(app);
    area(app, 5).click();
    await settle(app);
    expect(deepAll(app, 'antarctica-sun-tracker', '.details')).toHaveLength(1);
    expect(await violations(), JSON.stringify(await violations())).toEqual([]);
  });

  it('has no axe-core violations on the setup, play and final screens', async () => {
    const app = await mountApp();
    expect(await violations(), JSON.stringify(await violations())).toEqual([]);
    await startGame(app);
    expect(await violations(), JSON.stringify(await violations())).toEqual([]);
    button(app, 'Final scores').click();
    await settle(app);
    expect(await violations(), JSON.stringify(await violations())).toEqual([]);
  });

  it('speaks French and Polish with the rulebooks’ words', async () => {
    const app = await mountApp();
    await startGame(app);
    app.store.dispatch({ type: 'setLanguage', language: 'fr' });
    await settle(app);
    expect(deep(app, 'antarctica-majorities').shadowRoot?.textContent).toContain(
      'Pistes de recherche',
    );
    app.store.dispatch({ type: 'setLanguage', language: 'pl' });
    await settle(app);
    expect(deep(app, 'antarctica-majorities').shadowRoot?.textContent).toContain('Tory Badań');
  });

  it('makes every tap target at least 44 CSS pixels', async () => {
    const app = await mountApp();
    await startGame(app);
    await page.viewport(360, 640);
    await settle(app);
    const small = deepAll<HTMLButtonElement>(app, 'antarctica-sun-tracker', 'button')
      .concat(deepAll(app, 'antarctica-majorities', 'button'))
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && (box.width < 44 || box.height < 44));
    expect(small).toEqual([]);
  });
});
