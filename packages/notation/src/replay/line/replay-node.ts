import type { BuildingType, Deck, GameState, Move } from '@antarctica-game/engine';
import type { ScoreResult } from '@antarctica-game/scoring';
import type { NotationError } from '../../syntax/notation-error.js';
import type { BodyItem, MoveItem, RecordVariation, SourcePosition } from '../../syntax/record.js';

/** The states and moves along the path replayed so far, last first (shared between branches). */
export interface Trail {
  state: GameState;
  move: Move | null;
  item: number;
  prev: Trail | null;
  /**
   * Building Card ids swapped from this state on (new id by old id): the states before it
   * read as this one once swapped (see open-top.ts).
   */
  relabel?: ReadonlyMap<number, number> | null;
}

/** A warning found along one path of the replay (a linked list, last first). */
export interface Notes {
  warning: NotationError;
  prev: Notes | null;
}

/** A pile whose card on top the record has not said (`>?`, or `?` in `[Piles]`). */
export interface OpenTop {
  /** Its position in the pile (0 the first top). */
  position: number;
  /** Where the record leaves it open, for the warning. */
  at: SourcePosition | undefined;
}

/** A variation met on the way, with the node before the move it replaces. */
export interface Branch {
  variation: RecordVariation;
  before: Node;
  prev: Branch | null;
}

/** Where the replay is: the game state and what it has read of the record. Never changed. */
export interface Node {
  state: GameState;
  /** The move text being read (the record's body, or a variation's). */
  body: readonly BodyItem[];
  /** Next item of `body`. */
  index: number;
  /** The Sun's visits so far. */
  visit: number;
  /** Record moves since the current turn started. */
  movesInTurn: number;
  /** Builds from each pile so far (Basic, Double, Advanced). */
  builds: readonly number[];
  /** Index of the last move item applied, or -1. */
  lastMove: number;
  moveNumber: number;
  /** For each pile, its top card when the record leaves it open (table records). */
  open: readonly (OpenTop | null)[];
  /** The node before the last move applied (where a variation after it branches off). */
  beforeLast: Node | null;
  /** The final scores, once computed at the end. */
  scores?: ScoreResult;
  trail: Trail;
  notes: Notes | null;
  branches: Branch | null;
  /** The `?`s decided along the path, last first. */
  decisions: Decision | null;
  /** The builds from open tops so far, with the cards they may have been. */
  slots: readonly Slot[];
}

/** A replay that stops: the error, how far into the body it got, and the node it got to. */
export type Failure = {
  kind: 'fail';
  ok: false;
  error: NotationError;
  reach: number;
  node: Node | null;
  /** Stops every search above it (the search limit). */
  fatal?: boolean;
  /** The decisions it depends on, once worked out (see conflicts.ts). */
  conflict?: Conflict;
  /** The earlier decision to go back to at once, with new hints learnt (see repair-hints.ts). */
  repair?: number;
};

/** How walking a line ends. */
export type Outcome = { ok: true; node: Node } | Failure;

/** One way to fill a `?`. */
export interface Choice {
  /** What is chosen, in the notation, for the warning. */
  label: string;
  node: Node;
  /** The step past the `?` with this option, worked out when it is tried (else `node` is it). */
  lazy?: () => Step;
}

/** A `?` with several ways to fill it: tried in order, the first that lets the line replay wins. */
export interface ChoiceStep {
  kind: 'choose';
  options: Choice[];
  at: SourcePosition | undefined;
  what: string;
  item: number;
  /**
   * Set for the setup's `?`s only: every option is replayed to the end, and the warnings name
   * those that fit the whole record.
   */
  explain?: (fits: Choice[]) => NotationError[];
  /** The `?` decided here (its first option's), for going back to it directly. */
  decision?: Decision;
}

/** What one step of the replay gives. */
export type Step =
  | { kind: 'next'; node: Node }
  | ChoiceStep
  | { kind: 'done'; node: Node }
  | Failure;

/** The node with a warning added along its path. */
export function noted(node: Node, warning: NotationError): Node {
  return { ...node, notes: { warning, prev: node.notes } };
}

/** The warnings along a path, first first. */
export function notesOf(node: Node): NotationError[] {
  const out: NotationError[] = [];
  for (let notes = node.notes; notes !== null; notes = notes.prev) out.push(notes.warning);
  return out.reverse();
}

/** The node past one item that changes nothing (a comment, a turn marker). */
export function skipItem(node: Node): Node {
  return {
    state: node.state,
    body: node.body,
    index: node.index + 1,
    visit: node.visit,
    movesInTurn: node.movesInTurn,
    builds: node.builds,
    lastMove: node.lastMove,
    moveNumber: node.moveNumber,
    open: node.open,
    beforeLast: node.beforeLast,
    trail: node.trail,
    notes: node.notes,
    branches: node.branches,
    decisions: node.decisions,
    slots: node.slots,
  };
}

/**
 * A `?` decided along a path: a card that turned up unseen and was built, or a Shipyard Card
 * (conflicts.ts reads which of them a failure depends on).
 */
export interface Decision {
  /** The move number it was decided at (unique along a path). */
  id: number;
  kind: 'build' | 'shipyard';
  /** The seat building, or taking the card. */
  seat: number;
  /** The area built in (-1 for a Shipyard Card). */
  area: number;
  deck: Deck | null;
  /** The Building put in the area by the card chosen (null for a Shipyard Card). */
  builds: BuildingType | null;
  /** The Buildings the build could have put there (its options). */
  types: readonly BuildingType[];
  /** Whether other cards could have been chosen here (a choice, not a card forced). */
  choice: boolean;
  /** Whether the cards that fit differ in what the final scores count (asterisk, Scientists). */
  scoring: boolean;
  /** The node before the move, and the move: why only these cards fit is read from them. */
  before: Node;
  item: MoveItem;
  prev: Decision | null;
  /** What decided which cards fit here (worked out once, when needed). */
  support?: Conflict;
}

/** The decisions (by id) a failure depends on; 'all' when it is not known. */
export type Conflict = ReadonlySet<number> | 'all';

/** A build from a pile whose top the record did not say: the cards it may have been (see open-top.ts). */
export interface Slot {
  deck: Deck;
  /** The cards that could have been built there (the same Building, requirements met). */
  domain: readonly number[];
  /** The card the states show now. */
  card: number;
}
