import { legalMoves } from '@antarctica-game/engine';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { positionWhere } from './__fixtures__/mid-game.js';
import { all, mountBoard } from './__fixtures__/mount-board.js';

afterEach(() => {
  document.body.replaceChildren();
  document.head.querySelector('style[data-test]')?.remove();
});

/** A page style, as a host page writes one. */
function pageStyle(css: string) {
  const style = document.createElement('style');
  style.dataset.test = '';
  style.textContent = css;
  document.head.append(style);
}

describe('::part(live)', () => {
  it('reaches the areas and the tracks a tap plays a move on, and only those', async () => {
    // A research after sailing: its track and the area sailed to are live.
    const { state, legal } = positionWhere(3, 4, (_, moves) =>
      moves.some((move) => move.type === 'research'),
    );
    const board = await mountBoard(state, legal);
    pageStyle('antarctica-board::part(live) { stroke: rgb(1, 2, 3); }');
    const stroke = (element: Element) => getComputedStyle(element).stroke;
    const liveAreas = all(board, 'rect.area.live');
    const liveTracks = all(board, 'rect.track.live');
    expect(liveAreas.length).toBeGreaterThan(0);
    expect(liveTracks.length).toBeGreaterThan(0);
    for (const part of [...liveAreas, ...liveTracks]) expect(stroke(part)).toBe('rgb(1, 2, 3)');
    for (const part of all(board, 'rect.area:not(.live), rect.track:not(.live)'))
      expect(stroke(part)).not.toBe('rgb(1, 2, 3)');
    // Their own parts too, live or not.
    pageStyle('antarctica-board::part(area) { fill: rgb(4, 5, 6); }');
    expect(all(board, 'rect.area').map((area) => getComputedStyle(area).fill)).toEqual(
      state.areas.map(() => 'rgb(4, 5, 6)'),
    );
  });
});

describe('the player panels’ headings', () => {
  const headingOrder = async () =>
    (await axe.run(document.body, { runOnly: ['heading-order'] })).violations.map(
      (violation) => violation.id,
    );

  it('follow the page’s own headings at the level the page sets', async () => {
    const state = positionWhere(4, 2, () => true, 10).state;
    const title = document.createElement('h1');
    title.textContent = 'A game';
    document.body.append(title);
    // h3 right under the page's h1 skips a level: axe says so, as it did on the replay page.
    const plain = await mountBoard(state, legalMoves(state));
    expect(all(plain, '.player h3')).toHaveLength(4);
    expect(await headingOrder()).toEqual(['heading-order']);
    plain.remove();
    const board = await mountBoard(state, undefined, { 'heading-level': '2' });
    expect(all(board, '.player h2').map((heading) => heading.textContent?.trim())).toHaveLength(4);
    expect(all(board, '.player h3')).toEqual([]);
    expect(await headingOrder()).toEqual([]);
    board.headingLevel = 5;
    await board.updateComplete;
    expect(all(board, '.player h5')).toHaveLength(4);
  });
});
