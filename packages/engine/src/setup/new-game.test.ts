import { describe, expect, it } from 'vitest';
import { applyMove } from '../apply-move.js';
import { currentDecision } from '../current-decision.js';
import { DEFAULT_EDITION } from '../edition/default-edition.js';
import { DECKS } from '../edition/edition.js';
import { EngineError } from '../errors/engine-error.js';
import { legalMoves } from '../legal-moves.js';
import { buildingCount } from '../rules/board.js';
import { SHIP_AVAILABLE, SHIP_IN_BOX } from '../state/state.js';
import { newGame } from './new-game.js';

describe('setup', () => {
  it.each([
    [2, 2, 14, 3, 3, 3],
    [3, 2, 12, 3, 2, 4],
    [4, 2, 10, 2, 2, 5],
  ] as const)(
    'gives each of %i players the setup table: %i supply, %i reserve, %i ships on board, %i available, %i cubes',
    (players, supply, reserve, onBoard, available, cubes) => {
      const state = newGame({ players, seed: 1 });
      state.players.forEach((player, seat) => {
        const ships = state.ships.slice(seat * 8, seat * 8 + 8);
        expect(player).toMatchObject({ supply, reserve });
        expect(player.cubes).toBe(cubes);
        expect(ships.filter((place) => place >= 0)).toHaveLength(onBoard);
        expect(ships.filter((place) => place === SHIP_AVAILABLE)).toHaveLength(available);
        expect(ships.filter((place) => place === SHIP_IN_BOX)).toHaveLength(
          8 - onBoard - available,
        );
      });
    },
  );

  it('places one Starting Building in every open area', () => {
    for (const players of [2, 3, 4] as const) {
      const state = newGame({ players, seed: 7 });
      state.areas.forEach((area, index) => {
        expect(buildingCount(state, index)).toBe(area.closed ? 0 : 1);
      });
    }
  });

  it('closes the top and bottom areas and the tracks marked 3 and 4 in a 2-player game', () => {
    const state = newGame({ players: 2, seed: 1 });
    expect(state.areas.flatMap((area, index) => (area.closed ? [index] : []))).toEqual([1, 5]);
    expect(state.tracks.map((track) => track.closed)).toEqual([false, false, false, true, true]);
  });

  it('closes only the track marked 4 in a 3-player game', () => {
    expect(newGame({ players: 3, seed: 1 }).tracks.map((track) => track.closed)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('removes the Building Cards whose back names more players', () => {
    for (const players of [2, 3, 4] as const) {
      const state = newGame({ players, seed: 1 });
      const inPlay = DECKS.flatMap((deck) => state.piles[deck]);
      const expected = state.edition.buildingCards.filter(
        (card) => card.minPlayers <= players,
      ).length;
      expect(inPlay).toHaveLength(expected);
    }
  });

  it('gives each player a Basic Resource Card and makes a pile of one Expertise card per player', () => {
    const state = newGame({ players: 3, seed: 1 });
    for (const player of state.players) {
      expect(player.resourceCards).toHaveLength(1);
      expect(state.edition.resourceCards[player.resourceCards[0]!]?.kind).toBe('basic');
      expect(player.startingBasicCard).toBe(player.resourceCards[0]);
    }
    expect(state.resourcePile.map((card) => state.edition.resourceCards[card]?.kind)).toEqual([
      'expertise',
      'expertise',
      'expertise',
    ]);
  });

  it('asks player B of a 2-player game to put a cube on the first space of an open track', () => {
    const state = newGame({ players: 2, seed: 1 });
    expect(currentDecision(state)).toEqual({ kind: 'openingCube', seat: 1 });
    expect(legalMoves(state).map((move) => move.type === 'placeOpeningCube' && move.track)).toEqual(
      [0, 1, 2],
    );
    const next = applyMove(state, { type: 'placeOpeningCube', seat: 1, track: 2 });
    expect(next.tracks[2]?.spaces[0]).toBe(1);
    expect(next.players[1]?.cubes).toBe(2);
    expect(currentDecision(next)).toMatchObject({ kind: 'sail' });
  });

  it('lets players place ships one at a time in the edition order in later games (3 players: A B C C A B B C A)', () => {
    let state = newGame({ players: 3, seed: 1, shipPlacement: 'free' });
    const order: number[] = [];
    while (currentDecision(state).kind === 'placeShip') {
      const move = legalMoves(state)[0]!;
      order.push(move.seat);
      state = applyMove(state, move);
    }
    expect(order).toEqual([0, 1, 2, 2, 0, 1, 1, 2, 0]);
    expect(state.areas[0]?.ships).toHaveLength(3);
    expect(currentDecision(state).kind).toBe('sail');
  });

  it('is the same for the same seed, and shuffles differently for another', () => {
    expect(newGame({ players: 4, seed: 'abc' })).toEqual(newGame({ players: 4, seed: 'abc' }));
    expect(newGame({ players: 4, seed: 'abc' }).piles).not.toEqual(
      newGame({ players: 4, seed: 'abd' }).piles,
    );
  });

  it('refuses player counts outside 2 to 4 and repeated colours with a coded error', () => {
    expect(() => newGame({ players: 5 as 4, seed: 1 })).toThrow(EngineError);
    expect(() =>
      newGame({
        players: [{ color: 'red' }, { color: 'red' }],
        seed: 1,
      }),
    ).toThrow(expect.objectContaining({ code: 'invalid-options' }));
  });

  it('plays with an edition of your own once it is valid, and refuses an invalid one saying why', () => {
    const mine = { ...DEFAULT_EDITION, id: 'my-copy', name: 'My copy' };
    expect(newGame({ players: 3, seed: 1, edition: mine }).edition.id).toBe('my-copy');
    const broken = { ...mine, startingBuildings: { ...mine.startingBuildings, 4: [] } };
    expect(() => newGame({ players: 4, seed: 1, edition: broken })).toThrow(
      /startingBuildings\.4: one Starting Building per open area/,
    );
  });
  it('refuses an option it does not know, so that a misspelt one is not dropped silently', () => {
    expect(() => newGame({ players: 3, seed: 1, rule: {} } as never)).toThrow(/no option "rule"/);
  });
});
