// A recording at its end with cards nobody saw (the Resource Pile and one Resource Card dealt, `?`
// in the record), as at a real table: the analysis's tests, in the browser and in the built app.
import { expect } from 'vitest';
import { TableRecording } from '../record/table-recording.js';
import { tableGame } from './table-game.js';

/** A finished two-player game (175 moves) whose Resource Pile and Blue's first Resource Card were not seen. */
export function finishedWithUnseen(): TableRecording {
  const game = tableGame(2, 22, 3000);
  const recording = TableRecording.start({
    ...game.start,
    resourcePile: ['?', '?'],
    startingResourceCards: [game.start.startingResourceCards[0] as number, '?'],
  });
  for (const entry of game.entries) recording.play(entry);
  expect(recording.decision.kind).toBe('gameOver');
  return recording;
}
