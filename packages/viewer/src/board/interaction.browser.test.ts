import { applyMove, legalMoves, type Move } from '@antarctica-game/engine';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { midGame, positionWhere, wholeGame } from './__fixtures__/mid-game.js';
import { all, mountBoard } from './__fixtures__/mount-board.js';
import type { AntarcticaBoard } from './board-element.js';
import { targetsOf } from './move-targets.js';

/** The moves the board sent in this test, caught where a host would listen (on the document). */
let caught: CustomEvent<{ move: Move }>[] = [];
document.addEventListener('antarctica-move', (event) =>
  caught.push(event as CustomEvent<{ move: Move }>),
);
const catchMoves = () => caught;

afterEach(() => {
  document.body.replaceChildren();
  caught = [];
});

/** A position where tapping one pile means several moves (build with a choice of track). */
const ambiguousBuild = () =>
  positionWhere(
    4,
    5,
    (_, moves) => moves.filter((move) => move.type === 'build' && move.deck === 'basic').length > 1,
    10,
  );

const part = (board: AntarcticaBoard, selector: string) => all(board, selector)[0] as HTMLElement;
const focused = (board: AntarcticaBoard) => board.shadowRoot?.activeElement ?? null;

describe('taps', () => {
  it('send the one move a tap means as a cancelable, bubbling, composed event, and leave the state alone', async () => {
    const { state, legal } = positionWhere(4, 3, (_, moves) => moves[0]?.type === 'sail', 20);
    const board = await mountBoard(state, legal);
    const caught = catchMoves();
    const sail = legal.find(
      (move) =>
        move.type === 'sail' &&
        legal.filter((other) => targetsOf(other, state).includes(`area:${move.to}`)).length === 1,
    ) as Move & { to: number };
    // What the tap plays is the live area's description (a screen reader reads it after the name).
    expect(part(board, `[data-area="${sail.to}"] > desc`).textContent).toBe(
      `Sail to area ${sail.to + 1}`,
    );
    part(board, `[data-area="${sail.to}"]`).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    expect(caught).toHaveLength(1);
    const event = caught[0] as CustomEvent<{ move: Move }>;
    expect(event.detail.move).toEqual(sail);
    expect([event.cancelable, event.bubbles, event.composed]).toEqual([true, true, true]);
    expect(board.state).toBe(state);
    await board.updateComplete;
    expect(all(board, `[data-area="${sail.to}"] [data-ship]`)).toHaveLength(
      state.areas[sail.to]?.ships.length ?? -1,
    );
  });

  it('do nothing on a part no legal move is played on, nor without moves', async () => {
    const { state, legal } = positionWhere(4, 3, (_, moves) => moves[0]?.type === 'sail', 20);
    const dead = state.areas.findIndex(
      (_, area) => !legal.some((move) => 'to' in move && move.to === area),
    );
    const board = await mountBoard(state, legal);
    const caught = catchMoves();
    part(board, `[data-area="${dead}"]`).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    board.moves = undefined;
    await board.updateComplete;
    part(board, '[data-area="0"]').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(caught).toHaveLength(0);
    expect(all(board, '[data-target]')).toHaveLength(0);
  });

  it('give every legal move of a game a part to tap (every 5th position of three seeded games)', async () => {
    const kinds = new Set<string>();
    for (const [players, seed] of [
      [2, 1],
      [3, 2],
      [4, 6],
    ] as const)
      for (const { state, legal, ply } of wholeGame(players, seed)) {
        if (ply % 5 !== 0) continue;
        const board = await mountBoard(state, legal);
        const drawn = new Set(
          all(board, '[data-target]').map((element) => element.getAttribute('data-target')),
        );
        for (const move of legal) {
          kinds.add(move.type);
          const tappable = targetsOf(move, state).some((target) => drawn.has(target));
          expect(tappable, JSON.stringify(move)).toBe(true);
        }
        board.remove();
      }
    expect(kinds.size).toBeGreaterThan(10);
  });
});

describe('the chooser', () => {
  it('asks which move an ambiguous tap meant, and sends the one chosen', async () => {
    const { state, legal } = ambiguousBuild();
    const builds = legal.filter((move) => move.type === 'build' && move.deck === 'basic');
    const board = await mountBoard(state, legal);
    part(board, '[data-pile="basic"]').click();
    await board.updateComplete;
    expect(catchMoves()).toHaveLength(0);
    const buttons = all(board, '[part="chooser"] button') as HTMLButtonElement[];
    expect(buttons.map((button) => button.textContent)).toEqual([
      ...builds.map((move) =>
        expect.stringContaining(
          `research on Research Track ${(move as { track: number }).track + 1}`,
        ),
      ),
      'Cancel',
    ]);
    expect(focused(board)).toBe(buttons[0]);
    buttons[1]?.click();
    expect(catchMoves().map((event) => event.detail.move)).toEqual([builds[1]]);
    await board.updateComplete;
    expect(all(board, '[part="chooser"]')).toHaveLength(0);
  });

  it('keeps Tab and the arrow keys inside the chooser while it is open', async () => {
    const { state, legal } = ambiguousBuild();
    const board = await mountBoard(state, legal);
    part(board, '[data-pile="basic"]').click();
    await board.updateComplete;
    const buttons = all(board, '[part="chooser"] button');
    expect(focused(board)).toBe(buttons[0]);
    await userEvent.keyboard('{ArrowDown}');
    expect(focused(board)).toBe(buttons[1]);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Round from the first to the last (Cancel).
    expect(focused(board)).toBe(buttons.at(-1));
    await userEvent.keyboard('{Tab}');
    expect(focused(board)).toBe(buttons[0]);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(focused(board)).toBe(buttons.at(-1));
    expect(catchMoves()).toHaveLength(0);
  });

  it('closes on Cancel or Escape without a move, giving the focus back to the pile', async () => {
    const { state, legal } = ambiguousBuild();
    const board = await mountBoard(state, legal);
    const pile = part(board, '[data-pile="basic"]');
    pile.click();
    await board.updateComplete;
    await userEvent.keyboard('{Escape}');
    await board.updateComplete;
    await board.updateComplete;
    expect(all(board, '[part="chooser"]')).toHaveLength(0);
    expect(focused(board)).toBe(pile);
    pile.click();
    await board.updateComplete;
    (all(board, '[part="chooser"] button').at(-1) as HTMLButtonElement).click();
    await board.updateComplete;
    expect(all(board, '[part="chooser"]')).toHaveLength(0);
    expect(catchMoves()).toHaveLength(0);
  });
});

describe('keyboard', () => {
  it('reaches every area, track and player panel with Tab, each with its description', async () => {
    const state = midGame(4, 6, 150);
    const board = await mountBoard(state);
    const reached: string[] = [];
    for (let press = 0; press < 30; press++) {
      await userEvent.tab();
      const element = focused(board);
      if (!element) break;
      const name =
        element.getAttribute('aria-label') ?? element.querySelector(':scope > title')?.textContent;
      expect(name?.length).toBeGreaterThan(20);
      for (const name of ['data-area', 'data-track', 'data-player'])
        if (element.hasAttribute(name)) reached.push(`${name}=${element.getAttribute(name)}`);
    }
    expect(reached).toEqual([
      ...state.areas.map((_, index) => `data-area=${index}`),
      ...state.tracks.map((_, index) => `data-track=${index}`),
      ...state.players.map((_, index) => `data-player=${index}`),
    ]);
  });

  it('goes round the ring, along the tracks and the panels with the arrow keys', async () => {
    const board = await mountBoard(midGame(4, 6, 150));
    part(board, '[data-area="7"]').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(focused(board)?.getAttribute('data-area')).toBe('0');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(focused(board)?.getAttribute('data-area')).toBe('6');
    part(board, '[data-track="0"]').focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused(board)?.getAttribute('data-track')).toBe('2');
    part(board, '[data-player="0"]').focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(focused(board)?.getAttribute('data-player')).toBe('3');
  });

  it('plays a move with Enter or Space on an area, as a tap does', async () => {
    const { state, legal } = positionWhere(
      4,
      3,
      (_, moves) => moves.filter((move) => move.type === 'sail').length > 1,
      20,
    );
    const board = await mountBoard(state, legal);
    const sails = legal.filter(
      (move): move is Move & { to: number } =>
        move.type === 'sail' &&
        legal.filter((other) => targetsOf(other, state).includes(`area:${move.to}`)).length === 1,
    );
    part(board, `[data-area="${sails[0]?.to}"]`).focus();
    await userEvent.keyboard('{Enter}');
    part(board, `[data-area="${sails[1]?.to}"]`).focus();
    await userEvent.keyboard(' ');
    expect(catchMoves().map((event) => event.detail.move)).toEqual(sails.slice(0, 2));
  });
});

describe('the focus after a move', () => {
  it('stays in the board once the host draws the next state: on the part played, else the first part with a move', async () => {
    const { state, legal } = positionWhere(
      4,
      3,
      (_, moves) => moves.filter((move) => move.type === 'sail').length > 1,
      20,
    );
    const board = await mountBoard(state, legal);
    // The host plays each move it is sent, as an app would.
    board.addEventListener('antarctica-move', (event) => {
      const next = applyMove(board.state as typeof state, event.detail.move);
      board.state = next;
      board.moves = legalMoves(next);
    });
    const sail = legal.find(
      (move): move is Move & { to: number } =>
        move.type === 'sail' &&
        legal.filter((other) => targetsOf(other, state).includes(`area:${move.to}`)).length === 1,
    );
    const area = part(board, `[data-area="${sail?.to}"]`);
    area.focus();
    await userEvent.keyboard('{Enter}');
    await board.updateComplete;
    expect(catchMoves().map((event) => event.detail.move)).toEqual([sail]);
    // The area played on keeps the focus (or gets it back when it is drawn anew).
    expect(focused(board)).toBe(part(board, `[data-area="${sail?.to}"]`));
    // A part that is gone after the move (a button of the moves played on no part): the first
    // part with a move takes the focus.
    let ply = 0;
    while (all(board, '.actions button').length === 0 && ply++ < 200) {
      const moves = board.moves ?? [];
      board.state = applyMove(board.state as typeof state, moves[0] as Move);
      board.moves = legalMoves(board.state as typeof state);
      await board.updateComplete;
    }
    const button = all(board, '.actions button')[0] as HTMLButtonElement;
    button.focus();
    await userEvent.keyboard('{Enter}');
    await board.updateComplete;
    expect(focused(board)).not.toBeNull();
    expect(focused(board)?.getAttribute('data-target')).not.toBeNull();
  });
});

describe('axe-core', () => {
  it.each(['light', 'dark'] as const)(
    'finds no violations in the %s theme, interactive and with the chooser open',
    async (theme) => {
      const { state, legal } = ambiguousBuild();
      const board = await mountBoard(state, legal, { theme });
      const check = async () => {
        const result = await axe.run(board, { resultTypes: ['violations'] });
        return result.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      };
      expect(await check()).toEqual([]);
      part(board, '[data-pile="basic"]').click();
      await board.updateComplete;
      expect(await check()).toEqual([]);
      board.state = midGame(2, 1, 30);
      board.moves = undefined;
      await board.updateComplete;
      expect(await check()).toEqual([]);
    },
  );
});
