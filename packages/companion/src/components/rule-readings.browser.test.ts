// The rule readings at the table: chosen on the quick tally's set-up form, kept in the session,
// and followed by the turn panel (an Icebreaker offered where the engine allows one).
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { button, deep, deepAll, mountApp, settle } from '../__fixtures__/browser-helpers.js';

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('rule readings on the set-up form', () => {
  it('are chosen with the players, the defaults showing first, and the game is played with them', async () => {
    await page.viewport(390, 844);
    const app = await mountApp();
    const select = deep<HTMLSelectElement>(app, '#rule-afterShipBuilt');
    expect(select.value).toBe('turnGoesOn');
    expect(deepAll(app, 'form fieldset select[id^="rule-"]').map((each) => each.id)).toEqual([
      'rule-icebreakerBinding',
      'rule-cardTiming',
      'rule-afterShipBuilt',
    ]);
    // Named as the record mode's form names them, every select with its words.
    expect(select.closest('label')?.textContent).toContain('After building a ship');
    select.value = 'turnEnds';
    select.dispatchEvent(new Event('change'));
    await settle(app);
    button(app, 'Start the game').click();
    await settle(app);
    expect(app.store.session.rules).toEqual({ afterShipBuilt: 'turnEnds' });
    // A ship built ends the turn: Built is inactive, with the reason beside it.
    app.store.dispatch({ type: 'begin' });
    await settle(app);
    deep<HTMLButtonElement>(app, 'antarctica-sun-tracker', '.area[data-target]').click();
    await settle(app);
    button(app, 'Ship built', 'antarctica-sun-tracker').click();
    await settle(app);
    const built = button(app, /^Built$/, 'antarctica-sun-tracker');
    expect(built.getAttribute('aria-disabled')).toBe('true');
    expect(deep(app, 'antarctica-sun-tracker', '.why-turn').textContent).toContain(
      'the turn ends with a Ship built',
    );
  });
});
