import { parseRecord, replayRecord } from '@antarctica-game/notation';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import four from '../../../notation/examples/four-players.agn?raw';
import fromPosition from '../../../notation/examples/from-a-position.agn?raw';
import variations from '../../../notation/examples/variations.agn?raw';
import '../define.js';
import type { AntarcticaBoard } from '../board/board-element.js';
import { VERDICT_MARKS, verdictOf } from './move-analysis.js';
import type { AntarcticaReplay } from './replay-element.js';
import { moveText } from './verdict-mark.js';

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', location.pathname + location.search);
});

const expected = replayRecord(parseRecord(four).record!);
/** The first variation of the annotated example: B's s1 instead of s4, with a comment. */
const firstVariation = replayRecord(parseRecord(variations).record!).variations[0]!;

/** A viewer of `text` (inline), in the page, rendered. */
async function viewer(text = four, attributes: Record<string, string> = {}) {
  const element = document.createElement('antarctica-replay') as AntarcticaReplay;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.text = text;
  document.body.append(element);
  await settled(element);
  return element;
}

async function settled(element: AntarcticaReplay) {
  await element.updateComplete;
  const board = part(element, 'antarctica-board') as AntarcticaBoard | null;
  await board?.updateComplete;
}

const part = (element: AntarcticaReplay, selector: string) =>
  element.shadowRoot!.querySelector(selector);
const button = (element: AntarcticaReplay, name: string) =>
  element.shadowRoot!.querySelector(`button[aria-label="${name}"]`) as HTMLButtonElement;
const boardState = (element: AntarcticaReplay) =>
  (part(element, 'antarctica-board') as AntarcticaBoard).state;

describe('<antarctica-replay>', () => {
  it('reads a record from a child script and draws each state on the board', async () => {
    const element = document.createElement('antarctica-replay') as AntarcticaReplay;
    const script = document.createElement('script');
    script.type = 'text/agn';
    script.textContent = four;
    element.append(script);
    document.body.append(element);
    await settled(element);
    expect(boardState(element)).toEqual(expected.states[0]);
    button(element, 'Next move').click();
    await settled(element);
    expect(element.controller?.ply).toBe(1);
    expect(boardState(element)).toEqual(expected.states[1]);
    expect(part(element, '[part=now]')?.textContent).toContain('A sails to area 6');
    button(element, 'Last move').focus();
    button(element, 'Last move').click();
    await settled(element);
    expect(boardState(element)).toEqual(expected.states.at(-1));
    expect(part(element, '[aria-current=step]')?.getAttribute('data-ply')).toBe(
      String(expected.moves.length),
    );
    // The button at the end stays focusable, so the keys still reach the viewer.
    expect(button(element, 'Last move').getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(element.controller?.ply).toBe(expected.moves.length - 1);
  });

  it('loads a record from src, and says when it cannot', async () => {
    const url = URL.createObjectURL(new Blob([four], { type: 'text/plain' }));
    const element = document.createElement('antarctica-replay') as AntarcticaReplay;
    element.src = url;
    document.body.append(element);
    await expect
      .poll(() => element.controller?.lastPly, { timeout: 10_000 })
      .toBe(expected.moves.length);
    const missing = document.createElement('antarctica-replay') as AntarcticaReplay;
    missing.src = '/no/such/record.agn';
    document.body.append(missing);
    // A 404 from the dev server: a loaded machine may answer in seconds, beyond the poll's 1 s.
    await expect
      .poll(() => missing.shadowRoot?.textContent ?? '', { timeout: 20_000 })
      .toMatch(/Could not load \/no\/such\/record\.agn: HTTP 404/);
  });

  it('takes a parsed record', async () => {
    const element = document.createElement('antarctica-replay') as AntarcticaReplay;
    element.record = parseRecord(four).record!;
    element.initialPly = 'last';
    document.body.append(element);
    await settled(element);
    expect(element.controller?.ply).toBe(expected.moves.length);
  });

  it('moves by keys only while it has the focus, so two viewers live on one page', async () => {
    const first = await viewer();
    const second = await viewer();
    // Keys typed elsewhere on the page move nothing.
    await userEvent.keyboard('{ArrowRight}');
    expect([first.controller?.ply, second.controller?.ply]).toEqual([0, 0]);
    first.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect([first.controller?.ply, second.controller?.ply]).toEqual([2, 0]);
    await userEvent.keyboard('{End}');
    expect(first.controller?.ply).toBe(expected.moves.length);
    second.focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{ArrowRight}');
    expect([first.controller?.ply, second.controller?.ply]).toEqual([expected.moves.length, 1]);
    // On an area of the board, the arrows go from area to area, as the board makes them.
    const area = part(second, 'antarctica-board')!.shadowRoot!.querySelector(
      '[data-area]',
    ) as HTMLElement;
    area.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(second.controller?.ply).toBe(1);
    // A focused button inside the viewer still takes the arrows to the viewer.
    button(second, 'Next move').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(second.controller?.ply).toBe(2);
    await settled(second);
    expect(boardState(second)).toEqual(expected.states[2]);
  });

  it('enters and leaves variations with the buttons and the keys', async () => {
    const element = await viewer(variations);
    const first = firstVariation;
    element.controller!.goTo(first.from + 1);
    await settled(element);
    const enter = [...element.shadowRoot!.querySelectorAll('[part=variations] button')];
    expect(enter.map((each) => each.textContent)).toEqual(['Variation 1: s1 $2 e']);
    element.focus();
    await userEvent.keyboard('{ArrowDown}');
    await settled(element);
    expect(element.controller?.line?.id).toBe(1);
    expect(part(element, '[part=comments]')?.textContent).toBe(
      'Ben could have sailed to 1 at once',
    );
    expect(boardState(element)).toEqual(first.states[1]);
    await userEvent.keyboard('{ArrowUp}');
    expect(element.controller?.position).toEqual({ line: 0, ply: first.from + 1 });
  });

  it('nests each variation in the move list right after the move it replaces', async () => {
    const element = await viewer(variations);
    const replay = element.controller!;
    const lists = [...element.shadowRoot!.querySelectorAll('.moves ol.variation')];
    // The example writes four variations, one inside another; all of them replay.
    const branches = replay.lines.filter((line) => line.parent !== undefined);
    expect(branches.map((line) => line.id)).toEqual([1, 2, 3, 4]);
    expect(lists).toHaveLength(branches.length);
    for (const line of branches) {
      const list = lists.find((each) =>
        each.getAttribute('aria-label')?.startsWith(`Variation ${line.id},`),
      )!;
      // Its own moves (not those of the variations nested in it), tappable, in its line.
      const own = [...list.querySelectorAll(`button[data-line="${line.id}"]`)];
      // (A move with variations says so to screen readers, in a hidden span; a verdict glyph
      // shows as its mark, `$2` as "?", with its word.)
      expect(own.map((each) => each.textContent?.replace(' (variations)', ''))).toEqual(
        line.written.moves.map((move) => {
          const verdict = verdictOf(move.item.glyphs);
          const mark = verdict === undefined ? '' : `${VERDICT_MARKS[verdict]} (${verdict})`;
          return `${moveText(move.item)}${mark}`;
        }),
      );
      expect(own.map((each) => Number(each.getAttribute('data-ply')))).toEqual(
        line.moves.map((_, index) => line.from + index + 1),
      );
      // Right after the button of the move it replaces, in the line it branches from.
      const parent = list.parentElement!.closest('ol')!;
      const before = list.previousElementSibling!;
      expect(before.getAttribute('data-line')).toBe(String(line.parent));
      expect(before.getAttribute('data-ply')).toBe(String(line.from + 1));
      expect(parent.matches(line.parent === 0 ? '.moves' : '.variation')).toBe(true);
    }
    // The variation written inside the first one is nested in its list.
    expect(lists[0]!.contains(lists[1]!)).toBe(true);
    expect(lists[1]!.getAttribute('aria-label')).toBe('Variation 2, instead of s1 $2');
  });

  it('goes into a variation at the move tapped, and back out of it', async () => {
    const element = await viewer(variations);
    const nested = element.controller!.lineOf(2)!;
    const ply = nested.from + 1;
    const tap = part(element, `.variation button[data-line="2"][data-ply="${ply}"]`) as HTMLElement;
    tap.click();
    await settled(element);
    const replay = element.controller!;
    expect(replay.position).toEqual({ line: 2, ply });
    expect(boardState(element)).toEqual(replay.state);
    expect(boardState(element)).toEqual(
      replayRecord(parseRecord(variations).record!).variations[1]!.states[1],
    );
    expect(part(element, '[aria-current=step]')).toBe(tap);
    expect(part(element, '[part=now] .where')?.textContent).toContain(`Move ${ply} (variation 2)`);
    expect(element.linkToMove).toMatch(new RegExp(`#ply=2:${ply}$`));
    // Leaving goes back to the move of the line it branches from, and marks that one.
    const leave = [...element.shadowRoot!.querySelectorAll('[part=variations] button')].find(
      (each) => each.textContent === 'Leave variation 2',
    ) as HTMLButtonElement;
    leave.click();
    await settled(element);
    expect(replay.position).toEqual({ line: 1, ply });
    expect(boardState(element)).toEqual(replay.state);
    expect(part(element, '[aria-current=step]')?.getAttribute('data-line')).toBe('1');
    element.focus();
    await userEvent.keyboard('{ArrowUp}');
    await settled(element);
    expect(replay.position).toEqual({ line: 0, ply: firstVariation.from + 1 });
    expect(part(element, '[aria-current=step]')?.textContent).toContain('s4');
  });

  it('opens at the move a link names, for the viewer with that id, and copies the link', async () => {
    history.replaceState(null, '', '#game2-ply=40&ply=7');
    const plain = await viewer();
    const named = await viewer(four, { id: 'game2' });
    expect(plain.controller?.ply).toBe(7);
    expect(named.controller?.ply).toBe(40);
    location.hash = '#ply=7&game2-ply=100';
    await expect.poll(() => named.controller?.ply, { timeout: 10_000 }).toBe(100);
    expect(plain.controller?.ply).toBe(7);
    named.controller!.goTo(123);
    const page = location.href.split('#')[0];
    expect(named.linkToMove).toBe(`${page}#ply=7&game2-ply=123`);
    const copy = [...named.shadowRoot!.querySelectorAll('button')].find(
      (each) => each.textContent === 'Copy link to this move',
    )!;
    copy.click();
    await expect
      .poll(() => named.shadowRoot!.querySelector('[role=status]')?.textContent ?? '', {
        timeout: 20_000,
      })
      .toMatch(/Link to this move/);
  });

  it('plays the moves by itself, and stops when asked', async () => {
    const element = await viewer(four, { interval: '20', autoplay: '' });
    expect(element.playing).toBe(true);
    // A limit for a hang: a loaded machine may draw a move a second, not one every 20 ms.
    await expect.poll(() => element.controller?.ply ?? 0, { timeout: 30_000 }).toBeGreaterThan(3);
    button(element, 'Pause').click();
    const stopped = element.controller?.ply;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(element.controller?.ply).toBe(stopped);
    await settled(element);
    expect(boardState(element)).toEqual(expected.states[stopped!]);
  });

  it('steps with the wheel over the board, and repeats while next is held', async () => {
    const element = await viewer();
    const stage = part(element, '.stage')!;
    stage.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true }));
    stage.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true }));
    stage.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }));
    expect(element.controller?.ply).toBe(1);
    const next = button(element, 'Next move');
    // The repeat's clock is faked: with real timers a loaded machine ran the test's own 1 s wait
    // before the repeat's 350 ms timer (due 350 ms after a late 500 ms one), and saw a move less.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      next.dispatchEvent(new PointerEvent('pointerdown', { button: 0, bubbles: true }));
      // A move at the press, again at 500 ms, then 350 ms later, then 280 ms later (at 1130 ms).
      const plies: Array<[number, number | undefined]> = [];
      for (const at of [0, 499, 500, 849, 850, 1129, 1130]) {
        vi.advanceTimersByTime(at - (plies.at(-1)?.[0] ?? 0));
        plies.push([at, element.controller?.ply]);
      }
      expect(plies).toEqual([
        [0, 2],
        [499, 2],
        [500, 3],
        [849, 3],
        [850, 4],
        [1129, 4],
        [1130, 5],
      ]);
      next.dispatchEvent(new PointerEvent('pointerup', { button: 0, bubbles: true }));
      // Let go: no more moves, however long one waits.
      vi.advanceTimersByTime(5000);
      expect(element.controller?.ply).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells screen readers each move in words', async () => {
    const element = await viewer();
    element.focus();
    await userEvent.keyboard('{ArrowRight}');
    await settled(element);
    const live = part(element, '[aria-live=polite]')!;
    expect(live.textContent).toBe('Move 1 of 362, turn 1.A: A sails to area 6.');
    await userEvent.keyboard('{ArrowRight}');
    await settled(element);
    expect(live.textContent).toBe('Move 2 of 362, turn 1.A: A researches on Research Track 2.');
  });

  it('names where a record starts: the start of the game, or the position it states', async () => {
    const game = await viewer();
    expect(part(game, '.now')?.textContent).toContain('The start of the game');
    game.remove();
    const position = await viewer(fromPosition);
    expect(part(position, '.now')?.textContent).toContain('The position the record starts from');
  });

  it('shows a record with an error up to the error, and the error with its place', async () => {
    const element = await viewer(four.replace('5.A s4 r5 xa e', '5.A s4 r5 s3 e'));
    const error = part(element, '[part=error]')!;
    expect(error.textContent).toContain('illegal-move');
    expect(error.textContent).toContain('(line 19, column 11)');
    // Above the board, where it is seen first (below it, a phone showed it two screens down).
    const stage = part(element, '.stage')!;
    expect(error.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      stage.getBoundingClientRect().top,
    );
    button(element, 'Last move').click();
    await settled(element);
    expect(element.controller?.ply).toBe(17);
    // The moves written after the error are listed, struck through.
    const unplayed = [...element.shadowRoot!.querySelectorAll('.unplayed')];
    expect(unplayed).toHaveLength(expected.moves.length - 17);
    expect(unplayed[0]?.textContent).toBe('s3');
  });

  it('strikes through the moves of a variation past its error, in the nested list', async () => {
    const element = await viewer(four.replace('5.A s4 r5 xa e', '5.A s4 (s4 s4 e) (r5 e) r5 xa e'));
    const [played, refused] = [...element.shadowRoot!.querySelectorAll('.moves ol.variation')];
    const text = (list: Element | undefined, selector: string) =>
      [...(list?.querySelectorAll(selector) ?? [])].map((each) => each.textContent);
    expect(text(played, 'button')).toEqual(['s4']);
    expect(text(played, '.unplayed')).toEqual(['s4', 'e']);
    expect(text(refused, 'button')).toEqual([]);
    expect(text(refused, '.unplayed')).toEqual(['r5', 'e']);
    // The main line replays on past the variations' errors.
    expect(element.controller?.lastPly).toBe(expected.moves.length);
  });

  it('shows the moves and the comments on a phone', async () => {
    await page.viewport(390, 844);
    try {
      const element = await viewer(variations);
      element.controller!.goTo(firstVariation.from + 1);
      element.controller!.enter();
      await settled(element);
      const now = part(element, '[part=now]')!.getBoundingClientRect();
      const comments = part(element, '[part=comments]')!.getBoundingClientRect();
      const moves = part(element, '[part=moves]')!.getBoundingClientRect();
      const board = part(element, 'antarctica-board')!.getBoundingClientRect();
      // One column: the board, then the move, its comments and the list, none wider than the phone.
      expect(now.top).toBeGreaterThanOrEqual(board.bottom);
      expect(comments.height).toBeGreaterThan(0);
      expect(moves.height).toBeGreaterThan(0);
      for (const box of [now, comments, moves, board]) expect(box.right).toBeLessThanOrEqual(390);
    } finally {
      await page.viewport(1024, 768);
    }
  });

  for (const theme of ['light', 'dark'] as const)
    it(`has no axe-core violations, ${theme}`, async () => {
      const element = await viewer(variations, { theme });
      element.controller!.goTo(firstVariation.from + 1);
      element.controller!.enter();
      await settled(element);
      const broken = await viewer(four.replace('5.A s4 r5 xa e', '5.A s4 r5 s3 e'), { theme });
      broken.controller!.last();
      await settled(broken);
      const results = await axe.run(document.body);
      expect(
        results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
});
