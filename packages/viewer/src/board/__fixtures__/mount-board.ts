// Puts an `<antarctica-board>` in the test page and waits for it to draw.
import type { Move } from '@antarctica-game/engine';
import '../../define.js';
import type { AntarcticaBoard } from '../board-element.js';
import type { BoardState } from '../board-state.js';

/** A board in the page drawing `state` (interactive with `moves`), once it has drawn. */
export async function mountBoard(
  state: BoardState,
  moves?: readonly Move[],
  attributes: Record<string, string> = {},
): Promise<AntarcticaBoard> {
  const board = document.createElement('antarctica-board');
  for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
  board.state = state;
  board.moves = moves;
  document.body.append(board);
  await board.updateComplete;
  return board;
}

/** All elements of the board's shadow root matching `selector`. */
export const all = (board: AntarcticaBoard, selector: string): Element[] => [
  ...(board.shadowRoot?.querySelectorAll(selector) ?? []),
];
