import { describe, expect, it } from 'vitest';
import { applyMove } from '../apply-move.js';
import { botRandom, playOut, weightedRandomBot } from '../bots/random-bot.js';
import { DEFAULT_EDITION } from '../edition/default-edition.js';
import { legalMoves } from '../legal-moves.js';
import { newGame } from '../setup/new-game.js';
import { deserializeGame, InvalidSavedGameError, serializeGame } from './serialize.js';

const midGame = () =>
  playOut(newGame({ players: 3, seed: 11 }), weightedRandomBot(botRandom(11)), applyMove, 60).state;

function loadError(text: string) {
  try {
    deserializeGame(text);
  } catch (error) {
    return error as InvalidSavedGameError;
  }
  throw new Error('expected the load to fail');
}

describe('saving and loading a game', () => {
  it('round-trips any point of a game, which then plays on identically', () => {
    const state = midGame();
    const loaded = deserializeGame(serializeGame(state));
    expect(loaded).toEqual(state);
    expect(loaded.edition).toBe(DEFAULT_EDITION);
    const move = legalMoves(state)[0]!;
    expect(applyMove(loaded, move)).toEqual(applyMove(state, move));
  });

  it('stores the default edition by id and any other edition whole', () => {
    const state = midGame();
    expect(JSON.parse(serializeGame(state)).edition).toBe(DEFAULT_EDITION.id);
    const custom = { ...state, edition: { ...DEFAULT_EDITION, id: 'my-copy' } };
    const saved = serializeGame(custom);
    expect(JSON.parse(saved).edition.id).toBe('my-copy');
    expect(deserializeGame(saved).edition.id).toBe('my-copy');
  });

  it('refuses text that is not JSON, or not a saved game, with code invalid-state', () => {
    expect(loadError('{').code).toBe('invalid-state');
    expect(loadError('{"format":"chess"}').issues).toEqual([
      { path: 'format', message: 'not a saved Antarctica game' },
    ]);
    expect(loadError('{"format":"antarctica-game","version":2}').issues[0]?.path).toBe('version');
  });

  it('reports every malformed field with its path', () => {
    const saved = JSON.parse(serializeGame(midGame()));
    saved.state.sun = 'north';
    saved.state.players[1].supply = -1;
    delete saved.state.turn;
    const error = loadError(JSON.stringify(saved));
    expect(error).toBeInstanceOf(InvalidSavedGameError);
    expect(error.issues.map((issue) => issue.path)).toEqual([
      'state.players[1].supply',
      'state.sun',
      'state.turn',
    ]);
  });

  it('refuses a state whose pieces do not add up', () => {
    const saved = JSON.parse(serializeGame(midGame()));
    saved.state.players[0].reserve += 1;
    expect(loadError(JSON.stringify(saved)).issues[0]).toEqual({
      path: 'state.players[0]',
      message: expect.stringMatching(/^scientists: /),
    });
  });

  it('refuses an unknown edition id unless it is given', () => {
    const custom = { ...midGame(), edition: { ...DEFAULT_EDITION, id: 'my-copy' } };
    const saved = JSON.parse(serializeGame(custom));
    saved.edition = 'my-copy';
    expect(loadError(JSON.stringify(saved)).issues[0]?.path).toBe('edition');
    expect(deserializeGame(JSON.stringify(saved), [custom.edition]).edition.id).toBe('my-copy');
  });
});
