import { newGame, playerView } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { midGame } from './__fixtures__/mid-game.js';
import {
  buildingNames,
  describeArea,
  describePile,
  describePlayer,
  describeTrack,
  playerName,
  turnLine,
  waitingLine,
} from './descriptions.js';

/** A 3-player game with one area set by hand, so the words can be checked exactly. */
function handMadeArea() {
  const state = newGame({ players: 3, seed: 1 });
  state.sun = 2;
  state.areas[2] = {
    closed: false,
    ships: [9, 0, 17],
    buildings: 0b1000001, // Camp and Lab
    scientists: [2, 0, 3],
  };
  state.icebreakers = [{ area: 2, seat: 0, ship: 0 }];
  return state;
}

describe('area descriptions', () => {
  it('say who is first in line, the ships in order, the buildings, the scientists and the majority leader', () => {
    expect(describeArea(handMadeArea(), 2)).toBe(
      'Area 3, the Sun is here; first in line B (blue); ships in line: 1st B, 2nd A with an Icebreaker, 3rd C; buildings: Camp, Lab; scientists: A 2, C 3; C (green) leads the majority.',
    );
  });

  it('name the viewing seat "you"', () => {
    expect(describeArea(handMadeArea(), 2, 2)).toContain('you (C, green) leads the majority');
  });

  it('tell a tie for the majority and an empty, closed area', () => {
    const state = handMadeArea();
    state.areas[2] = { closed: true, ships: [], buildings: 0, scientists: [1, 1, 0] };
    expect(describeArea(state, 2)).toBe(
      'Area 3, the Sun is here; closed; no ships; buildings: none; scientists: A 1, B 1; tied for the majority: A and B.',
    );
  });

  it('read the buildings from the bit set in the order of the building types', () => {
    expect(buildingNames(0b11)).toEqual(['Camp', 'Shipyard']);
    expect(buildingNames(0)).toEqual([]);
  });
});

describe('track, player and pile descriptions', () => {
  it('list a track’s cubes by space and its symbols, used blue ones marked', () => {
    const state = newGame({ players: 2, seed: 3 });
    state.tracks[0]?.spaces.splice(0, 2, 1, 0);
    const blue = state.edition.tracks[0]?.symbols.findIndex((symbol) => symbol.color === 'blue');
    if (blue !== undefined && blue >= 0)
      (state.tracks[0] as { blueUsed: boolean[] }).blueUsed[blue] = true;
    const text = describeTrack(state, 0);
    expect(text).toMatch(/^Research Track 1; cubes: B on 1, A on 2; spaces: /);
    if (blue !== undefined && blue >= 0) expect(text).toContain('(used)');
  });

  it('give a hidden hand as a count in a player view, the cards of one’s own', () => {
    const state = midGame(4, 11, 30);
    const view = playerView(state, 0);
    const hidden = describePlayer(view, 1, 0);
    expect(hidden).toMatch(
      new RegExp(`; ${state.players[1]?.shipyardCards.length} hidden Shipyard Cards?;`),
    );
    expect(describePlayer(view, 0, 0)).toMatch(/^Player you \(A, red\)/);
    expect(describePlayer(view, 0, 0)).not.toContain('hidden');
  });

  it('name a pile’s top card and size, the same for the state and the view', () => {
    const state = midGame(3, 5, 20);
    const top = state.piles.basic[state.piles.basic.length - 1];
    const text = describePile(state, 'basic');
    expect(text).toMatch(new RegExp(`^Basic pile, ${state.piles.basic.length} cards; top: `));
    expect(top).toBeDefined();
    expect(describePile(playerView(state, 2), 'basic')).toBe(text);
  });

  it('use a player’s name when there is one', () => {
    const state = newGame({
      players: [{ color: 'yellow', name: 'Ada' }, { color: 'red' }],
      seed: 1,
    });
    expect(playerName(state, 0)).toBe('A (Ada, yellow)');
    expect(playerName(state, 1, 1)).toBe('you (B, red)');
  });
});

describe('the lines in the middle of the ring', () => {
  it('say whose turn it is and who must decide what before it goes on', () => {
    const state = newGame({ players: 3, seed: 2 });
    state.phase = 'playing';
    state.turn = {
      seat: 1,
      ship: 8,
      from: 0,
      to: 3,
      acted: true,
      discarded: false,
      icebreaker: false,
      builtShips: [],
    };
    expect(turnLine(state)).toBe('Turn: B (blue)');
    expect(waitingLine(state)).toBe('');
    state.pending = [
      {
        kind: 'trackAction',
        symbol: 'moveShip',
        mover: 1,
        seats: [1],
        usedTracks: [],
        deferred: [],
      },
    ];
    expect(waitingLine(state)).toBe('B: move a ship');
    state.pending = [{ kind: 'shipyardPick', seats: [2, 0] }];
    expect(waitingLine(state, 2)).toBe('you: take a Shipyard Card?');
    state.phase = 'over';
    expect(turnLine(state)).toBe('Game over');
  });
});
