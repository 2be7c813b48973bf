import { DECKS, type GameState, type Move, tryApplyMove } from '@antarctica-game/engine';
import type { MoveItem } from '../syntax/record.js';
import {
  failure,
  legalTexts,
  type ReplayContext,
  reasonOf,
  writeItem,
} from './line/replay-context.js';
import type { Node, Step } from './line/replay-node.js';
import { afterBuild } from './search/fill-unknowns.js';
import { compose, relabelState } from './search/open-top.js';

/**
 * Applies a record's move through the engine: the next node (the Sun's visits and the moves of
 * the turn counted from the engine's events), or the engine's refusal as `illegal-move` with
 * the legal moves there.
 */
export function applyMoveItem(
  context: ReplayContext,
  node: Node,
  item: MoveItem,
  move: Move,
): Step {
  const number = node.moveNumber + 1;
  const result = tryApplyMove(node.state, move);
  if (!result.ok)
    return failure(
      context,
      node,
      'illegal-move',
      `move ${number} (${writeItem(item)}) is illegal: ${reasonOf(result.error)}`,
      node.index,
      {
        moveNumber: number,
        visit: node.visit,
        engineCode: result.error.code,
        expected: legalTexts(node.state),
      },
    );
  let visit = node.visit;
  let movesInTurn = node.movesInTurn + 1;
  const events = result.events;
  for (let index = 0; index < events.length; index++) {
    const type = (events[index] as (typeof events)[number]).type;
    if (type === 'sunMoved') visit++;
    else if (type === 'turnStarted') movesInTurn = 0;
  }
  let builds = node.builds;
  if (move.type === 'build') {
    const index = DECKS.indexOf(move.deck);
    const counted = builds.slice();
    counted[index] = (counted[index] ?? 0) + 1;
    builds = counted;
  }
  // Written out field by field: a spread of the node costs more on this path, the replay's hottest.
  const next: Node = {
    state: result.state,
    body: node.body,
    index: node.index + 1,
    visit,
    movesInTurn,
    builds,
    lastMove: node.index,
    moveNumber: number,
    open: node.open,
    beforeLast: node,
    trail: { state: result.state, move, item: node.index, prev: node.trail },
    notes: node.notes,
    branches: node.branches,
    decisions: node.decisions,
    slots: node.slots,
  };

  if (move.type !== 'build') return { kind: 'next', node: next };
  return afterBuild(context, next, move.deck, item);
}

/**
 * The states and moves of a line, from its trail (last first) into lists (first first), each
 * state with the Building Card ids swapped later on the way (see open-top.ts).
 */
export function collect(node: Node): { states: GameState[]; moves: Move[]; moveItems: number[] } {
  let count = 0;
  let played = 0;
  for (let trail: Node['trail'] | null = node.trail; trail !== null; trail = trail.prev) {
    count++;
    if (trail.move !== null) played++;
  }
  const states = new Array<GameState>(count);
  const moves = new Array<Move>(played);
  const moveItems = new Array<number>(played);
  let relabel: ReadonlyMap<number, number> | null = null;
  for (let trail: Node['trail'] | null = node.trail; trail !== null; trail = trail.prev) {
    states[--count] = relabel === null ? trail.state : relabelState(trail.state, relabel);
    relabel = compose(trail.relabel ?? null, relabel);
    if (trail.move !== null) {
      played--;
      moves[played] = trail.move;
      moveItems[played] = trail.item;
    }
  }
  return { states, moves, moveItems };
}
