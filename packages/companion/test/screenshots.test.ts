import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mountApp, settle, startGame } from './helpers.js';

/**
 * Takes the screenshots of the phone and tablet layouts shown in the README and docs. They are
 * rewritten on every run, so they always show the current app; the test fails if the layout
 * overflows the screen's width.
 */
describe('layouts', () => {
  it.each([
    ['phone', 360, 640],
    ['tablet', 1024, 768],
  ] as const)(
    'fits the %s screen (%i × %i) without sideways scrolling',
    async (name, width, height) => {
      await page.viewport(width, height);
      const app = await mountApp();
      await startGame(app);
      app.store.dispatch({ type: 'setScientists', area: 1, color: 'red', count: 2 });
      app.store.dispatch({ type: 'setScientists', area: 1, color: 'blue', count: 1 });
      app.store.dispatch({ type: 'setBuildings', area: 1, count: 3 });
      app.store.dispatch({ type: 'addCube', track: 0, color: 'green', value: 5 });
      await settle(app);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
      // Only the first screen, as a person holding the device sees it.
      document.documentElement.style.cssText = `height:${height}px;overflow:hidden`;
      document.body.style.cssText = `height:${height}px;overflow:hidden;margin:0`;
      await page.screenshot({ path: `../../../docs/screenshots/companion-${name}.png` });
      document.documentElement.style.cssText = '';
      document.body.style.cssText = '';
    },
  );
});
