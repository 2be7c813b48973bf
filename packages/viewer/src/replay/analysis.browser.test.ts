import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import four from '../../../notation/examples/four-players.agn?raw';
import { mountReplay, settled } from './__fixtures__/mount-replay.js';
import analysed from './__fixtures__/two-players-table.analysed.agn?raw';
import type { AntarcticaReplay } from './replay-element.js';
import { moveText } from './verdict-mark.js';

afterEach(() => {
  document.body.replaceChildren();
});

const inside = (element: AntarcticaReplay, selector: string) =>
  element.shadowRoot!.querySelector(selector) as HTMLElement | null;
const all = (element: AntarcticaReplay, selector: string) => [
  ...element.shadowRoot!.querySelectorAll(selector),
];
const buttonNamed = (element: AntarcticaReplay, text: string) =>
  all(element, 'button').find((each) => each.textContent?.trim() === text) as HTMLButtonElement;

describe('an analysed record in <antarctica-replay>', () => {
  it('draws the evaluation graph under the board: one line per seat, in its colour', async () => {
    const element = await mountReplay(analysed);
    const graph = inside(element, '[part=graph]')!;
    expect(graph).not.toBeNull();
    // Under the board, in the same column.
    expect(graph.parentElement?.classList.contains('stage')).toBe(true);
    const lines = all(element, '.graph-plot polyline') as SVGPolylineElement[];
    expect(lines.map((line) => line.dataset.seat)).toEqual(['0', '1']);
    expect(lines[0]!.getAttribute('stroke')).toContain('--antarctica-red');
    expect(lines[1]!.getAttribute('stroke')).toContain('--antarctica-blue');
    // B's line passes through B's first eval (0.236 after the set-up move, ply 1): y = 100·(1 − W).
    expect(lines[1]!.getAttribute('points')?.startsWith('1,76.4 ')).toBe(true);
    const moves = element.controller!.evaluatedMoves;
    const points = lines.reduce((sum, line) => sum + line.points.numberOfItems, 0);
    expect(points).toBe(moves.length);
    // Accessible: a named slider saying the move shown, a legend, and a table of the figures.
    const plot = inside(element, '[role=slider]')!;
    expect(plot.getAttribute('aria-label')).toMatch(/Evaluation graph/);
    expect(inside(element, 'figcaption')?.textContent).toMatch(/A red Ana.*B blue Ben/s);
    expect(all(element, '.graph-table tbody tr')).toHaveLength(moves.length);
    element.controller!.goTo(1);
    await settled(element);
    expect(plot.getAttribute('aria-valuenow')).toBe('1');
    expect(plot.getAttribute('aria-valuetext')).toBe('Move 1: B win share 0.24 (−5.0 VP)');
  });

  it('shows no graph and no analysis for a record without [%eval]', async () => {
    const element = await mountReplay(four);
    expect(inside(element, '[part=graph]')).toBeNull();
    expect(inside(element, '[part=analysis]')).toBeNull();
  });

  it('goes to the move clicked on the graph, and moves along it by the keys', async () => {
    const element = await mountReplay(analysed);
    const plot = inside(element, '.graph-plot')!;
    const box = plot.getBoundingClientRect();
    const last = element.controller!.lastPly;
    plot.dispatchEvent(
      new MouseEvent('click', {
        bubbles: true,
        composed: true,
        clientX: box.left + (box.width * 60) / last,
        clientY: box.top + box.height / 2,
      }),
    );
    await settled(element);
    expect(element.controller?.position).toEqual({ line: 0, ply: 60 });
    expect(inside(element, '.graph .at')?.getAttribute('x1')).toBe('60');
    plot.focus();
    await userEvent.keyboard('{ArrowRight}');
    await settled(element);
    expect(element.controller?.ply).toBe(61);
    expect(plot.getAttribute('aria-valuenow')).toBe('61');
    await userEvent.keyboard('{Home}');
    expect(element.controller?.ply).toBe(0);
  });

  it('marks the verdicts in the move list, and says what the move shown gave up', async () => {
    const element = await mountReplay(analysed);
    const move = (ply: number) => inside(element, `.moves [data-line="0"][data-ply="${ply}"]`)!;
    // 0. Bo2 $6: an inaccuracy; 5.A s4 $4: a blunder; 1.A xa: no verdict.
    expect(move(1).textContent).toBe('Bo2?! (inaccuracy) (variations)');
    expect(move(1).querySelector('.verdict')?.classList.contains('inaccuracy')).toBe(true);
    expect(move(2).textContent).toBe('xa');
    const marks = all(element, '.moves > li > button .verdict');
    const verdicts = element.controller!.evaluatedMoves.filter((each) => each.verdict);
    expect(marks).toHaveLength(verdicts.length);
    expect(element.shadowRoot!.textContent).not.toMatch(/\$[246]\b/);
    // The move shown: its loss and the best move found, a button into its variation.
    element.controller!.goTo(1);
    await settled(element);
    expect(inside(element, '[part=now] .where')?.textContent?.trim()).toBe(
      'Move 1 of 137, set-up ?! (inaccuracy)',
    );
    expect(inside(element, '[part=played]')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Inaccuracy: played Bo2 (−1.1 VP, −8.9 % win share), best Bo1',
    );
    buttonNamed(element, 'Bo1').click();
    await settled(element);
    expect(element.controller?.line?.parent).toBe(0);
    expect(element.controller?.writtenMove?.comments[0]?.text).toContain('best found');
    // 10.B bb2>Sh/Cr $2, the example in docs/viewer.md.
    const replay = element.controller!;
    const found = replay.evaluatedMoves.findIndex((_, index) => {
      replay.goTo(index + 1, 0);
      return replay.writtenMove !== undefined && moveText(replay.writtenMove.item) === 'bb2>Sh/Cr';
    });
    expect(found).toBeGreaterThan(0);
    await settled(element);
    expect(inside(element, '[part=played]')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Mistake: played bb2>Sh/Cr (−9.6 VP, −10.5 % win share), best Be',
    );
    // A move with a loss but no best move (1.A xa): no line.
    element.controller!.goTo(2, 0);
    await settled(element);
    expect(element.controller?.loss).not.toBeNull();
    expect(inside(element, '[part=played]')).toBeNull();
  });

  it('goes to the next and previous mistake of the chosen player by N, P and the buttons', async () => {
    const element = await mountReplay(analysed);
    const mistakes = (seat: number) =>
      element
        .controller!.evaluatedMoves.filter(
          (each) =>
            each.seat === seat && (each.verdict === 'mistake' || each.verdict === 'blunder'),
        )
        .map((each) => each.ply);
    const ben = mistakes(1);
    expect(ben.length).toBeGreaterThan(2);
    const select = inside(element, 'select[aria-label="Mistakes of"]') as HTMLSelectElement;
    select.value = '1';
    select.dispatchEvent(new Event('change'));
    await settled(element);
    expect(element.mistakesOf).toBe(1);
    element.focus();
    await userEvent.keyboard('n');
    expect(element.controller?.ply).toBe(ben[0]);
    await userEvent.keyboard('n');
    expect(element.controller?.ply).toBe(ben[1]);
    await userEvent.keyboard('p');
    expect(element.controller?.ply).toBe(ben[0]);
    // No mistake before the first one: the viewer stays.
    await userEvent.keyboard('p');
    expect(element.controller?.ply).toBe(ben[0]);
    buttonNamed(element, 'Next mistake').click();
    await settled(element);
    expect(element.controller?.ply).toBe(ben[1]);
    buttonNamed(element, 'Previous mistake').click();
    expect(element.controller?.ply).toBe(ben[0]);
    // Another player's, chosen by the attribute.
    element.setAttribute('mistakes-of', '0');
    await settled(element);
    element.controller!.first();
    element.focus();
    await userEvent.keyboard('n');
    expect(element.controller?.ply).toBe(mistakes(0)[0]);
  });

  it('has no accessibility violations, light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      const element = await mountReplay(analysed, { theme });
      element.controller!.goTo(1);
      await settled(element);
      (inside(element, '.graph-table') as HTMLDetailsElement).open = true;
      const result = await axe.run(element);
      expect(result.violations.map((each) => `${each.id}: ${each.nodes[0]?.html}`)).toEqual([]);
      element.remove();
    }
  });
});
