import {
  BUILDING_TYPES,
  DECKS,
  type GameState,
  playerView,
  SHIP_AVAILABLE,
  SHIP_DISCARDED,
} from '@antarctica-game/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { midGame } from './__fixtures__/mid-game.js';
import { all, mountBoard } from './__fixtures__/mount-board.js';
import type { AntarcticaBoard } from './board-element.js';
import { pileTop, shipsAt } from './board-state.js';

afterEach(() => {
  document.body.replaceChildren();
});

const numbers = (elements: Element[], name: string) =>
  elements.map((element) => Number(element.getAttribute(name)));

/** Checks every piece the state places against what the board drew. */
function expectDrawnAsStated(board: AntarcticaBoard, state: GameState) {
  expect(all(board, '[data-area]')).toHaveLength(state.areas.length);
  state.areas.forEach((area, index) => {
    const drawn = all(board, `[data-area="${index}"]`)[0] as Element;
    expect(drawn.getAttribute('data-closed')).toBe(String(area.closed));
    const ships = [...drawn.querySelectorAll('[data-ship]')];
    expect(numbers(ships, 'data-ship')).toEqual(area.ships);
    expect(numbers(ships, 'data-line')).toEqual(area.ships.map((_, at) => at));
    expect(numbers(ships, 'data-seat')).toEqual(area.ships.map((ship) => Math.floor(ship / 8)));
    const buildings = [...drawn.querySelectorAll('[data-building]')].map((element) =>
      element.getAttribute('data-building'),
    );
    expect(buildings).toEqual(BUILDING_TYPES.filter((_, bit) => area.buildings & (1 << bit)));
    const scientists = area.scientists.map((_, seat) => {
      const mark = drawn.querySelector(`[data-scientists="${seat}"]`);
      return mark ? Number(mark.getAttribute('data-count')) : 0;
    });
    expect(scientists).toEqual(area.scientists);
  });
  expect(numbers(all(board, '[data-sun]'), 'data-sun')).toEqual([state.sun]);
  const acting = state.turn ? (state.ships[state.turn.ship] ?? -1) : -1;
  expect(numbers(all(board, '[data-acting]'), 'data-ship')).toEqual(
    state.turn && acting >= 0 ? [state.turn.ship] : [],
  );
  for (const ice of state.icebreakers)
    expect(
      all(
        board,
        `[data-area="${ice.area}"] [data-ship="${ice.ship}"] [data-icebreaker="${ice.seat}"]`,
      ),
    ).toHaveLength(1);
  expect(all(board, '[data-icebreaker]')).toHaveLength(state.icebreakers.length);
  state.tracks.forEach((track, index) => {
    const drawn = all(board, `[data-track="${index}"]`)[0] as Element;
    expect(drawn.getAttribute('data-closed')).toBe(String(track.closed));
    const cubes = track.spaces.map((_, space) => {
      const cube = drawn.querySelector(`[data-space="${space}"] [data-cube]`);
      return cube ? Number(cube.getAttribute('data-cube')) : -1;
    });
    expect(cubes).toEqual(track.spaces);
    const symbols = state.edition.tracks[index]?.symbols ?? [];
    symbols.forEach((symbol, at) => {
      const space = drawn.querySelector(`[data-space="${symbol.space}"] [data-blue-used]`);
      expect(space?.getAttribute('data-blue-used')).toBe(
        String(symbol.color === 'blue' && track.blueUsed[at] === true),
      );
    });
  });
  for (const deck of DECKS)
    expect(all(board, `[data-pile="${deck}"]`)[0]?.getAttribute('data-top-card')).toBe(
      String(pileTop(state, deck) ?? ''),
    );
  state.players.forEach((player, seat) => {
    const panel = all(board, `[data-player="${seat}"]`)[0] as Element;
    const value = (name: string) =>
      Number(panel.querySelector(`[data-count-of="${name}"]`)?.getAttribute('data-value'));
    expect(value('ships')).toBe(shipsAt(state, seat, SHIP_AVAILABLE));
    expect(value('discarded-ships')).toBe(shipsAt(state, seat, SHIP_DISCARDED));
    expect(value('cubes')).toBe(player.cubes);
    expect(value('discarded')).toBe(player.discarded);
    expect(value('supply')).toBe(player.supply);
    expect(value('reserve')).toBe(player.reserve);
    expect(
      numbers([...panel.querySelectorAll('[data-building-card]')], 'data-building-card'),
    ).toEqual(player.buildingCards);
    expect(
      [...panel.querySelectorAll('[data-card]')].map((card) => card.getAttribute('data-card')),
    ).toEqual(player.shipyardCards);
    expect(
      numbers([...panel.querySelectorAll('[data-resource-card]')], 'data-resource-card'),
    ).toEqual(player.resourceCards);
  });
}

describe('<antarctica-board> draws what the state says', () => {
  const cases = [
    [2, 1, 25],
    [3, 2, 45],
    [4, 3, 60],
    [4, 4, 90],
    [4, 5, 140],
    [3, 6, 200],
    [4, 6, 150],
    [4, 17, 150],
  ] as const;
  it('has cases with every kind of piece (so that the checks below check something)', () => {
    const states = cases.map(([players, seed, plies]) => midGame(players, seed, plies));
    const some = (count: (state: GameState) => number) =>
      expect(states.some((state) => count(state) > 0)).toBe(true);
    some((state) => state.icebreakers.length);
    some((state) => state.tracks.flatMap((track) => track.blueUsed).filter(Boolean).length);
    some((state) => state.areas.filter((area) => area.closed).length);
    some((state) => state.tracks.filter((track) => track.closed).length);
    some((state) => state.players.flatMap((player) => player.shipyardCards).length);
    some((state) => state.players.flatMap((player) => player.resourceCards).length);
    some((state) => state.players.reduce((sum, player) => sum + player.discarded, 0));
  });
  it.each(cases)('%i players, seed %i, after %i random moves', async (players, seed, plies) => {
    const state = midGame(players, seed, plies);
    const board = await mountBoard(state);
    expectDrawnAsStated(board, state);
  });

  it('redraws when a new state is set', async () => {
    const board = await mountBoard(midGame(4, 8, 30));
    const later = midGame(4, 8, 70);
    board.state = later;
    await board.updateComplete;
    expectDrawnAsStated(board, later);
  });

  it('draws nothing without a state', async () => {
    const board = await mountBoard(undefined as unknown as GameState);
    expect(all(board, '*')).toEqual([]);
  });
});

describe('a player view', () => {
  it('shows the viewer’s own cards and only backs for the others’ hidden cards', async () => {
    const state = midGame(4, 9, 80);
    const board = await mountBoard(playerView(state, 2));
    state.players.forEach((player, seat) => {
      const panel = all(board, `[data-player="${seat}"]`)[0] as Element;
      const faces = panel.querySelectorAll('[data-card], [data-resource-card]').length;
      const shipyardBacks = panel.querySelectorAll('[data-card-back="shipyard"]').length;
      const resourceBacks = panel.querySelectorAll('[data-card-back="resource"]').length;
      if (seat === 2) {
        expect(faces).toBe(player.shipyardCards.length + player.resourceCards.length);
        expect(shipyardBacks + resourceBacks).toBe(0);
      } else {
        expect(faces).toBe(0);
        expect(shipyardBacks).toBe(player.shipyardCards.length);
        expect(resourceBacks).toBe(player.resourceCards.length);
        // Nothing in the words gives the hidden cards away either.
        expect(panel.getAttribute('aria-label')).toMatch(/hidden Shipyard Cards?;/);
      }
    });
    expect(all(board, '[data-player="2"] h3')[0]?.textContent).toContain('(you)');
    for (const deck of DECKS)
      expect(all(board, `[data-pile="${deck}"]`)[0]?.getAttribute('data-top-card')).toBe(
        String(pileTop(state, deck) ?? ''),
      );
  });
});

describe('layout', () => {
  it.each([320, 390, 760, 1280])(
    'fits a %i px wide board without sideways scrolling',
    async (width) => {
      const state = midGame(4, 6, 150);
      const board = await mountBoard(state);
      board.style.width = `${width}px`;
      await board.updateComplete;
      const layout = all(board, '.layout')[0] as HTMLElement;
      expect(layout.scrollWidth).toBeLessThanOrEqual(width);
      const columns = getComputedStyle(layout).gridTemplateColumns.split(' ').length;
      expect(columns).toBe(width >= 760 ? 2 : 1);
    },
  );
});

describe('bad input', () => {
  it('shows what is wrong instead of breaking, and draws again when given a state', async () => {
    const board = await mountBoard({ areas: 'nope' } as unknown as GameState, [null] as never);
    expect(all(board, '[part="problem"]')[0]?.textContent).toContain('its areas is not a list');
    const state = midGame(3, 2, 45);
    board.state = state;
    await board.updateComplete;
    expect(all(board, '[part="problem"]')).toHaveLength(0);
    expectDrawnAsStated(board, state);
  });
});
