import { describe, expect, it } from 'vitest';
import readme from '../README.md?raw';
import { deep, settle } from './__fixtures__/browser-helpers.js';

/** The README's examples: the HTML blocks, the script of the second one run as written. */
const blocks = [...readme.matchAll(/```html\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');

describe('the package README', () => {
  it('shows elements that render and share one store as it says', async () => {
    expect(blocks).toHaveLength(2);
    const example = blocks[1] ?? '';
    document.body.innerHTML = `<main>${example.replace(/<script[\s\S]*?<\/script>/g, '')}</main>`;
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(example)?.[1] ?? '';
    // The script's imports are the package's own entry points, here from the sources.
    const source = script
      .replace(
        "'@antarctica-game/companion/define'",
        `'${new URL('./define.ts', import.meta.url).href}'`,
      )
      .replace("'@antarctica-game/companion'", `'${new URL('./index.ts', import.meta.url).href}'`);
    const logged: unknown[][] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => logged.push(args);
    try {
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      await import(/* @vite-ignore */ url);
    } catch (error) {
      console.log = log;
      throw error;
    }
    const sun = document.querySelector('antarctica-sun-tracker');
    const tally = document.querySelector('antarctica-majorities');
    if (sun === null || tally === null) throw new Error('the README elements are missing');
    await settle(sun);
    await settle(tally);
    expect(sun.store).toBe(tally.store);
    expect(deep(sun, '#status').textContent).toContain('turn');
    expect(tally.shadowRoot?.textContent).toContain('Standings');
    sun.store.dispatch({ type: 'sail', to: 3 });
    sun.store.dispatch({ type: 'endTurn' });
    await settle(sun);
    console.log = log;
    expect(logged).toEqual([['Sun in area', sun.store.session.sun + 1]]);
  });
});
