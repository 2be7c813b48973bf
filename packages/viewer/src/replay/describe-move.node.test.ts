import { parseRecord, replayRecord } from '@antarctica-game/notation';
import { describe, expect, it } from 'vitest';
import { example } from './__fixtures__/examples.js';
import { describeMove, describeMoves, type MoveInContext } from './describe-move.js';

/** Each move of an example record with the states around it. */
function steps(name: string): MoveInContext[] {
  const { record } = parseRecord(example(name));
  const { states, moves } = replayRecord(record!);
  return moves.map((move, index) => ({ before: states[index]!, move, after: states[index + 1]! }));
}

describe('describeMove', () => {
  const four = steps('four-players');

  it('says who does what, with the game words', () => {
    // 1.A s6 r2 e
    expect(four.slice(0, 3).map(describeMove)).toEqual([
      'A sails to area 6',
      'A researches on Research Track 2',
      'A ends the turn',
    ]);
  });

  it('names the Building built, its area, pile and research points, and a Resource Card', () => {
    // 2.B s1 bb5+Cr: the top of the Basic pile is an Inland Research Center.
    expect(describeMove(four[4]!)).toBe(
      'B builds an Inland Research Center in area 1 (Basic pile, 1 point on Research Track 5, with a Resource Card)',
    );
  });

  it('names the Shipyard Cards picked and played', () => {
    // 6.B s8 bd5 di Cdi Dds Adi xc ki8 e
    expect(four.slice(21, 27).map(describeMove)).toEqual([
      'B picks an Icebreaker in the draft',
      'C picks an Icebreaker in the draft',
      'D picks a Place a Scientist card in the draft',
      'A picks an Icebreaker in the draft',
      'B discards a cube',
      'B plays an Icebreaker on area 8',
    ]);
  });

  it('counts the scientists recruited when it knows the state after', () => {
    const recruit = four.find((step) => step.move.type === 'recruit')!;
    const gained =
      recruit.after!.players[recruit.move.seat]!.supply -
      recruit.before.players[recruit.move.seat]!.supply;
    expect(describeMove(recruit)).toBe(
      `${'ABCD'[recruit.move.seat]} recruits ${gained} scientist${gained === 1 ? '' : 's'}`,
    );
    expect(describeMove({ before: recruit.before, move: recruit.move })).toMatch(
      /recruits scientists$/,
    );
  });

  it('has words for every kind of move in the examples, never an empty phrase', () => {
    const seen = new Set<string>();
    for (const name of ['four-players', 'three-players', 'two-players-table', 'variations']) {
      for (const step of steps(name)) {
        const words = describeMove(step);
        expect(words).toMatch(/^[A-D] [a-z]+/);
        expect(words).not.toMatch(/undefined|NaN|area 0\b|Track 0\b/);
        seen.add(step.move.type);
      }
    }
    // Table records turn up draft cards; free placement places ships; track actions move ships.
    for (const type of ['placeShip', 'drawDraftCards', 'moveShip', 'advance', 'pass'])
      expect(seen).toContain(type);
  });
});

describe('describeMoves', () => {
  it("joins one player's moves and separates players", () => {
    const four = steps('four-players');
    expect(describeMoves(four.slice(0, 3))).toBe(
      'A sails to area 6, researches on Research Track 2 and ends the turn',
    );
    expect(describeMoves(four.slice(20, 23))).toBe(
      'B builds a Coastal Research Center in area 8 (Double pile, 2 points on Research Track 5) and picks an Icebreaker in the draft; C picks an Icebreaker in the draft',
    );
    expect(describeMoves([])).toBe('');
  });
});
