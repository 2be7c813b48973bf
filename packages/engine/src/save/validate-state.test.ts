import { describe, expect, it } from 'vitest';
import { visitGame } from '../__fixtures__/varied-games.js';
import { applyMove } from '../apply-move.js';
import { botRandom, weightedRandomBot } from '../bots/random-bot.js';
import { DEFAULT_EDITION } from '../edition/default-edition.js';
import { legalMoves } from '../legal-moves.js';
import { newGame } from '../setup/new-game.js';
import { SHIP_AVAILABLE } from '../state/state.js';
import { stateHash } from '../state-hash.js';
import { deserializeGame, InvalidSavedGameError, serializeGame } from './serialize.js';
import { validateGameState } from './validate-state.js';

/** A mid-game save as parsed JSON, to be edited by hand. */
function parsedSave(players: 2 | 3 | 4 = 3, moves = 80, seed = 11): any {
  const bot = weightedRandomBot(botRandom(seed));
  let state = newGame({ players, seed });
  for (let step = 0; step < moves && state.phase !== 'over'; step++)
    state = applyMove(state, bot(state, legalMoves(state)));
  return JSON.parse(serializeGame(state));
}

function issuesOf(saved: unknown): Array<{ path: string; message: string }> {
  try {
    deserializeGame(JSON.stringify(saved));
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidSavedGameError);
    return [...(error as InvalidSavedGameError).issues];
  }
  throw new Error('expected the save to be refused');
}

const paths = (saved: unknown) => issuesOf(saved).map((issue) => issue.path);

describe('validateGameState on real games', () => {
  it('accepts states of 90 random games of every kind, which round-trip through a save with the same hash', () => {
    let states = 0;
    for (let index = 0; index < 90; index++) {
      visitGame(index, 9, (state) => {
        const checked = validateGameState(state);
        if (!checked.ok)
          expect.fail(`game ${index}, move ${state.moves}: ${JSON.stringify(checked.issues)}`);
        const loaded = deserializeGame(serializeGame(state));
        expect(stateHash(loaded)).toBe(stateHash(state));
        states++;
      });
    }
    expect(states).toBeGreaterThan(1200);
  });

  it('loads a save written before rule readings existed with the readings of its time', () => {
    const saved = parsedSave();
    delete saved.state.rules;
    delete saved.state.chance;
    const loaded = deserializeGame(JSON.stringify(saved));
    expect(loaded.rules.turnShipDiscard).toBe('never');
    expect(loaded.rules.shipyardCardChoice).toBe('required');
    expect(loaded.chance).toBe('seeded');
    expect(legalMoves(loaded).length).toBeGreaterThan(0);
  });

  it('loads a save written before the cardTiming and afterShipBuilt readings with their defaults', () => {
    const saved = parsedSave();
    saved.state.rules.turnShipDiscard = 'never';
    delete saved.state.rules.cardTiming;
    delete saved.state.rules.afterShipBuilt;
    const loaded = deserializeGame(JSON.stringify(saved));
    expect(loaded.rules).toMatchObject({
      turnShipDiscard: 'never',
      cardTiming: 'afterSailing',
      afterShipBuilt: 'turnGoesOn',
    });
  });

  it('reports a state that is not an object, and an invalid edition of a state given whole', () => {
    expect(validateGameState(null)).toEqual({
      ok: false,
      issues: [{ path: '', message: 'expected a game state (an object)' }],
    });
    const state = newGame({ players: 2, seed: 1 });
    const checked = validateGameState({ ...state, edition: { ...DEFAULT_EDITION, areas: 'x' } });
    expect(!checked.ok && checked.issues[0]?.path).toBe('edition.areas');
  });
});

describe('deserializeGame refuses hand-edited saves, naming each problem', () => {
  it.each([
    [
      'more copies of a Building Card than the box has',
      (saved: any) => saved.state.piles.basic.push(saved.state.piles.basic[0]),
      'state.piles.basic',
    ],
    [
      'one Resource Card in two hands',
      (saved: any) =>
        saved.state.players[1].resourceCards.push(saved.state.players[0].resourceCards[0]),
      'state.players[1].resourceCards',
    ],
    [
      'an oversized Shipyard pile',
      (saved: any) => saved.state.shipyardPile.push(...Array(20).fill('placeScientist')),
      'state.shipyardPile',
    ],
    [
      'a Building Card of one pile in another',
      (saved: any) => saved.state.piles.double.push(saved.state.piles.basic.pop()),
      'state.piles.double',
    ],
    [
      'a Building Card id outside the edition',
      (saved: any) => saved.state.piles.basic.push(999),
      'state.piles.basic',
    ],
    [
      'a Resource Card id outside the edition',
      (saved: any) => saved.state.resourcePile.push(99),
      'state.resourcePile',
    ],
    [
      'a turn whose seat does not own its ship',
      (saved: any) => (saved.state.turn.seat = (saved.state.turn.seat + 1) % 3),
      'state.turn',
    ],
    ['a turn that names ship 99', (saved: any) => (saved.state.turn.ship = 99), 'state.turn.ship'],
    ['a Sun outside the board', (saved: any) => (saved.state.sun = 12), 'state.sun'],
    [
      'an Icebreaker out of range',
      (saved: any) => saved.state.icebreakers.push({ area: 40, seat: 0, ship: 0 }),
      'state.icebreakers[0].area',
    ],
    [
      'an Icebreaker on a ship of another seat',
      (saved: any) => saved.state.icebreakers.push({ area: 3, seat: 0, ship: 9 }),
      'state.icebreakers[0].ship',
    ],
    [
      'a cube of a seat not in the game',
      (saved: any) => (saved.state.tracks[0].spaces[11] = 3),
      'state.tracks[0].spaces[11]',
    ],
    [
      'a decision waiting on a seat that does not exist',
      (saved: any) => saved.state.pending.unshift({ kind: 'shipyardPick', seats: [3] }),
      'state.pending[0].seats[0]',
    ],
    [
      'a pending effect that waits for no one',
      (saved: any) => saved.state.pending.unshift({ kind: 'shipyardPick', seats: [] }),
      'state.pending[0]',
    ],
    [
      'a ship that is in no line',
      (saved: any) => {
        const line = saved.state.areas.find((area: any) => area.ships.length > 1);
        line.ships.pop();
      },
      'state.ships',
    ],
    [
      'a ship in the box at this player count brought into play',
      (saved: any) => (saved.state.ships[7] = SHIP_AVAILABLE),
      'state.ships[7]',
    ],
    [
      'a building with no card or Starting Building behind it',
      (saved: any) => {
        const area = saved.state.areas.find((entry: any) => (entry.buildings & 1) === 0);
        area.buildings |= 1;
        saved.state.buildingSupply.camp--;
      },
      'state.buildingSupply.camp',
    ],
    ['a scientist too many', (saved: any) => saved.state.players[2].reserve++, 'state.players[2]'],
    [
      'an unknown rule reading',
      (saved: any) => (saved.state.rules.turnShipDiscard = 'sometimes'),
      'state.rules.turnShipDiscard',
    ],
    ['a hole in an array', (saved: any) => (saved.state.ships = new Array(24)), 'state.ships[0]'],
  ])('%s', (_, edit, path) => {
    const saved = parsedSave();
    edit(saved);
    expect(paths(saved).some((entry) => entry.startsWith(path))).toBe(true);
  });

  it('refuses a cube on a closed track (3 players have no fifth track)', () => {
    const saved = parsedSave(3);
    const track = saved.state.tracks[4];
    expect(track.closed).toBe(true);
    track.spaces[0] = 0;
    expect(paths(saved)).toContain('state.tracks[4].spaces[0]');
  });

  it('refuses a track action for a seat that does not exist, and a mover that does not exist', () => {
    const saved = parsedSave();
    saved.state.pending.unshift({
      kind: 'trackAction',
      symbol: 'advanceThree',
      mover: 5,
      seats: [0],
      usedTracks: [],
      deferred: [],
    });
    expect(paths(saved)).toContain('state.pending[0].mover');
  });

  it('refuses effects nested without end', () => {
    const saved = parsedSave();
    saved.state.pending = ['PENDING'];
    const open =
      '{"kind":"trackAction","symbol":"advanceThree","mover":0,"seats":[0],"usedTracks":[],"deferred":[';
    const text = JSON.stringify(saved).replace(
      '"PENDING"',
      `${open.repeat(100_000)}${']}'.repeat(100_000)}`,
    );
    expect(() => deserializeGame(text)).toThrow(InvalidSavedGameError);
  });

  it('reports every problem at once', () => {
    const saved = parsedSave();
    saved.state.sun = 12;
    saved.state.piles.basic.push(999);
    saved.state.players[2].reserve++;
    expect(paths(saved)).toEqual(
      expect.arrayContaining([
        'state.sun',
        `state.piles.basic[${saved.state.piles.basic.length - 1}]`,
        'state.players[2]',
      ]),
    );
  });

  it('refuses what is not text with invalid-argument, and truncated saves with invalid-state', () => {
    expect(() => deserializeGame(Buffer.from('{}') as unknown as string)).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
    const text = serializeGame(newGame({ players: 4, seed: 3 }));
    for (const length of [0, 1, 10, text.length / 2, text.length - 1])
      expect(() => deserializeGame(text.slice(0, length))).toThrow(InvalidSavedGameError);
  });
});
