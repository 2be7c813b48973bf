import { afterEach, describe, expect, it } from 'vitest';
import four from '../../../notation/examples/four-players.agn?raw';
import variations from '../../../notation/examples/variations.agn?raw';
import { mountReplay, settled } from './__fixtures__/mount-replay.js';
import type { AntarcticaReplay } from './replay-element.js';

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', location.pathname + location.search);
});

const text = (element: AntarcticaReplay, selector: string) =>
  element.shadowRoot!.querySelector(selector)?.textContent?.trim() ?? null;

describe('links to a move', () => {
  it('stop autoplay when followed while the moves play', async () => {
    const element = await mountReplay(four, { interval: '100', autoplay: '' });
    expect(element.playing).toBe(true);
    location.hash = '#ply=40';
    await expect.poll(() => element.controller?.ply, { timeout: 10_000 }).toBe(40);
    expect(element.playing).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(element.controller?.ply).toBe(40);
  });

  it('say so when the move named is not in the variation named', async () => {
    history.replaceState(null, '', '#r-ply=1:6');
    const element = await mountReplay(variations, { id: 'r' });
    const branch = element.controller!.lineOf(1)!;
    expect(branch.from).toBeGreaterThan(6);
    // The nearest it can show: move 6, on the line the variation branches from.
    expect(element.controller?.position).toEqual({ line: 0, ply: 6 });
    expect(text(element, '[part=note]')).toBe(
      `The link names move 6 of variation 1, but variation 1 starts at move ${branch.from + 1}. Shown instead: Move 6 of ${element.controller!.lastPly}, set-up.`,
    );
    // Gone once the viewer moves on.
    element.controller!.next();
    await settled(element);
    expect(text(element, '[part=note]')).toBeNull();
    // A move past the end, a variation the record does not have.
    location.hash = '#r-ply=9999';
    await expect
      .poll(() => text(element, '[part=note]'), { timeout: 10_000 })
      .toMatch(/^The link names move 9999, but the main line reaches move \d+ only\./);
    location.hash = '#r-ply=9:20';
    await expect
      .poll(() => text(element, '[part=note]'), { timeout: 10_000 })
      .toMatch(/^The link names move 20 of variation 9, but the record has no variation 9 that/);
    // A link that names a move the viewer has shows no note.
    location.hash = `#r-ply=1:${branch.from + 1}`;
    await expect.poll(() => element.controller?.position.line, { timeout: 10_000 }).toBe(1);
    await settled(element);
    expect(text(element, '[part=note]')).toBeNull();
  });
});

describe('where the viewer stands', () => {
  it('names a setup move a set-up move, not turn 0', async () => {
    const element = await mountReplay(variations);
    element.controller!.goTo(3);
    await settled(element);
    const where = text(element, '[part=now] .where');
    expect(where).toBe(`Move 3 of ${element.controller!.lastPly}, set-up`);
    expect(text(element, '[aria-live=polite]')).toMatch(/^Move 3 of \d+, set-up: /);
    element.controller!.goTo(10);
    await settled(element);
    expect(text(element, '[part=now] .where')).toMatch(/^Move 10 of \d+, turn 1\.A$/);
  });

  it('says there is no record to show when given none, instead of loading forever', async () => {
    const element = document.createElement('antarctica-replay') as AntarcticaReplay;
    document.body.append(element);
    await element.updateComplete;
    expect(text(element, '[role=status]')).toBe('No record to show.');
    // A record given later is shown.
    element.text = four;
    await settled(element);
    expect(element.controller?.lastPly).toBe(362);
  });

  it('passes the heading level on to its board', async () => {
    const element = await mountReplay(four, { 'heading-level': '2' });
    const board = element.shadowRoot!.querySelector('antarctica-board')!;
    expect(board.shadowRoot!.querySelectorAll('.player h2')).toHaveLength(4);
  });
});
