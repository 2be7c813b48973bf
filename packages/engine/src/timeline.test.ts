import { describe, expect, it } from 'vitest';
import {
  beginVisit,
  emptyBoard,
  putBuildings,
  putShip,
  setTopCard,
} from './__fixtures__/positions.js';
import { canUndo, currentState, playMove, startTimeline, undoMove } from './timeline.js';

function turnStart() {
  const state = emptyBoard(4);
  putShip(state, 0, 0);
  putShip(state, 1, 5);
  putBuildings(state, 3, 'camp');
  setTopCard(state, 'basic', { builds: 'crane' });
  beginVisit(state, 0);
  return startTimeline(state);
}

describe('undo', () => {
  it("takes back the player's own moves within the turn, back to its start", () => {
    let timeline = playMove(turnStart(), { type: 'sail', seat: 0, to: 3 });
    timeline = playMove(timeline, { type: 'discard', seat: 0, resource: 'cube' });
    timeline = playMove(timeline, { type: 'recruit', seat: 0 });
    expect(canUndo(timeline)).toBe(true);
    timeline = undoMove(undoMove(undoMove(timeline)));
    expect(currentState(timeline)).toEqual(currentState(turnStart()));
    expect(canUndo(timeline)).toBe(false);
  });

  it('stops at a build, which turns up the next card', () => {
    let timeline = playMove(turnStart(), { type: 'sail', seat: 0, to: 3 });
    timeline = playMove(timeline, { type: 'build', seat: 0, deck: 'basic', track: 0 });
    expect(canUndo(timeline)).toBe(false);
    expect(() => undoMove(timeline)).toThrow(/nothing to undo/);
  });

  it('stops at the end of the turn', () => {
    let timeline = playMove(turnStart(), { type: 'sail', seat: 0, to: 3 });
    timeline = playMove(timeline, { type: 'endTurn', seat: 0 });
    expect(canUndo(timeline)).toBe(false);
  });
});
