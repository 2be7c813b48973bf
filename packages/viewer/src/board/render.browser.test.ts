import { legalMoves, playerView } from '@antarctica-game/engine';
import { afterEach, describe, expect, it } from 'vitest';
import '../define.js';
import { midGame } from './__fixtures__/mid-game.js';
import type { AntarcticaBoard } from './board-element.js';

afterEach(() => {
  document.body.replaceChildren();
});

describe('smoke', () => {
  it('draws a state', async () => {
    const board = document.createElement('antarctica-board') as AntarcticaBoard;
    document.body.append(board);
    const state = midGame(4, 7, 40);
    board.state = state;
    board.moves = legalMoves(state);
    await board.updateComplete;
    expect(board.shadowRoot?.querySelectorAll('[data-area]').length).toBe(8);
    board.state = playerView(state, 1);
    await board.updateComplete;
  });
});
