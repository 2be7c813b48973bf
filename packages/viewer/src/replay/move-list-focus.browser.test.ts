import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import four from '../../../notation/examples/four-players.agn?raw';
import variations from '../../../notation/examples/variations.agn?raw';
import { deepFocus, mountReplay, settled } from './__fixtures__/mount-replay.js';

afterEach(() => document.body.replaceChildren());

/** A button in the page, outside any viewer. */
function pageButton(name: string) {
  const button = document.createElement('button');
  button.textContent = name;
  document.body.append(button);
  return button;
}

describe('the move list and the keyboard', () => {
  it('is one tab stop: Tab goes past a whole game in a few presses', async () => {
    const before = pageButton('before');
    const element = await mountReplay(four);
    const after = pageButton('after');
    const moves = element.shadowRoot!.querySelectorAll('.moves button');
    expect(moves.length).toBe(362);
    before.focus();
    const stops: Element[] = [];
    // 388 presses before (one a move); the cap makes the test end either way.
    for (let press = 0; press < 60 && document.activeElement !== after; press++) {
      await userEvent.tab();
      const focused = deepFocus();
      if (focused !== null && focused !== after) stops.push(focused);
    }
    expect(document.activeElement).toBe(after);
    const inList = stops.filter((stop) => stop.closest('.moves') !== null);
    // At the start, the first move is the list's stop.
    expect(inList.map((stop) => stop.getAttribute('data-ply'))).toEqual(['1']);
    // The viewer's own stops besides: itself, its buttons and speed, the board's parts.
    expect(stops.length).toBeLessThan(40);
  });

  it('moves with the arrows inside the list, the focus going with the move shown', async () => {
    const element = await mountReplay(four);
    const list = element.shadowRoot!.querySelector('.moves') as HTMLElement;
    (list.querySelector('button[tabindex="0"]') as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await settled(element);
    expect(element.controller?.ply).toBe(3);
    expect(deepFocus()?.getAttribute('data-ply')).toBe('3');
    expect(deepFocus()?.getAttribute('aria-current')).toBe('step');
    expect([...list.querySelectorAll('button[tabindex="0"]')]).toEqual([deepFocus()]);
    await userEvent.keyboard('{End}');
    await settled(element);
    expect(deepFocus()?.getAttribute('data-ply')).toBe('362');
    await userEvent.keyboard('{Home}');
    await settled(element);
    // At the start no move is current: the focus stays in the list, on its first move.
    expect(element.controller?.ply).toBe(0);
    expect(deepFocus()?.getAttribute('data-ply')).toBe('1');
    // Enter on the move focused goes there, as a tap does.
    await userEvent.keyboard('{Enter}');
    expect(element.controller?.ply).toBe(1);
    // A move made elsewhere (a button) moves the tab stop, not the focus.
    const last = element.shadowRoot!.querySelector('[aria-label="Last move"]') as HTMLElement;
    await userEvent.click(last);
    await settled(element);
    expect(deepFocus()).toBe(last);
    expect(list.querySelector('button[tabindex="0"]')?.getAttribute('data-ply')).toBe('362');
  });

  it('follows the move shown into a variation and out of it', async () => {
    const element = await mountReplay(variations);
    const replay = element.controller!;
    const branch = replay.lines.find((line) => line.id === 1)!;
    replay.goTo(branch.from + 1);
    await settled(element);
    const list = element.shadowRoot!.querySelector('.moves') as HTMLElement;
    (list.querySelector('button[tabindex="0"]') as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await settled(element);
    expect(replay.position).toEqual({ line: 1, ply: branch.from + 1 });
    expect(deepFocus()?.getAttribute('data-line')).toBe('1');
    await userEvent.keyboard('{ArrowUp}');
    await settled(element);
    expect(deepFocus()?.getAttribute('data-line')).toBe('0');
  });
});
