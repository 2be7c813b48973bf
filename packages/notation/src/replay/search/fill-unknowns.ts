import {
  BUILDING_TYPES,
  type BuildingType,
  buildingsNeededBy,
  DECKS,
  type Deck,
  type Edition,
  type GameState,
  legalMoves,
  type Move,
  type ShipyardCard,
} from '@antarctica-game/engine';
import { buildingCardName, buildingCardRefOf } from '../../syntax/card-names.js';
import type { NotationError } from '../../syntax/notation-error.js';
import {
  type BodyItem,
  type MoveItem,
  positionOf,
  type SourcePosition,
} from '../../syntax/record.js';
import { engineMoveText } from '../line/convert-move.js';
import { failure, type ReplayContext } from '../line/replay-context.js';
import { type Choice, type Node, noted, type OpenTop, type Step } from '../line/replay-node.js';
import { neededCards, picksAfter } from '../line/shipyard-needs.js';
import type { SetupPlan } from '../line/table-plan.js';
import { openTopOptions, type TopOption } from './open-top.js';
import { hintOrder } from './repair-hints.js';

// How replay fills the `?`s of a table record without searching over every filling: a card
// that turned up unseen stays open (the pile's top is a stand-in) until the next build from that
// pile needs it; only the cards that make that build legal are tried then, one of each kind.
// A Shipyard Card taken or picked unseen is the one its player plays next without holding
// another. Where more than one fits, the first is kept and a warning `undetermined` names them
// all; a later move that fails goes back to the last such choice (depth first).

/** The first top cards a table record leaves open (`?` in `[Piles]`). */
export function openingTops(plan: SetupPlan, node: Node): Node {
  const open = DECKS.map((deck): OpenTop | null =>
    plan.known[deck].has(0) || candidates(plan, node.state, deck, 0).length === 0
      ? null
      : { position: 0, at: plan.topsAt },
  );
  return { ...node, open };
}

/**
 * After a build: in a seeded record, the card said to turn up must be the seed's; in a table
 * record, a card not stated stays open until a build needs it.
 */
export function afterBuild(context: ReplayContext, node: Node, deck: Deck, item: MoveItem): Step {
  const written = item.move.type === 'build' ? item.move.reveal : undefined;
  const state = node.state;
  const plan = context.plan;
  if (plan === null) {
    if (written === undefined || written === null) return { kind: 'next', node };
    const pile = state.piles[deck];
    const top = pile[pile.length - 1];
    const stated = buildingCardName(written);
    const actual =
      top === undefined
        ? 'nothing (the pile is empty)'
        : buildingCardName(buildingCardRefOf(state.edition, top));
    if (stated === actual) return { kind: 'next', node };
    return failure(
      context,
      node,
      'reveal-mismatch',
      `the card that turns up here is ${actual}, not ${stated}`,
      node.lastMove,
      {
        moveNumber: node.moveNumber,
        visit: node.visit,
        expected: top === undefined ? [] : [actual],
      },
    );
  }
  const index = DECKS.indexOf(deck);
  const position = node.builds[index] ?? 0;
  if (plan.known[deck].has(position) || candidates(plan, state, deck, position).length === 0)
    return { kind: 'next', node };
  const open = node.open.slice();
  open[index] = { position, at: positionOf(item, context.record) };
  return { kind: 'next', node: { ...node, open } };
}

/**
 * A build from a pile whose top is open: the Buildings it may put on the board (see
 * open-top.ts), each with a card of it on top of the pile. A Building a later move in the area
 * needs comes first, and then no warning is due unless it fails; elsewhere, where more than one
 * card fits, each option carries the warning `undetermined` naming them.
 */
export function decideOpenTop(
  context: ReplayContext,
  node: Node,
  deck: Deck,
  move: Extract<Move, { type: 'build' }>,
): { options: Array<Choice & { option: TopOption }>; told: boolean } {
  const plan = context.plan as SetupPlan;
  const index = DECKS.indexOf(deck);
  const open = node.open[index] as OpenTop;
  const state = node.state;
  const cleared = node.open.slice();
  cleared[index] = null;
  // A later move in the area built on may need one Building there: a card building it first.
  const area = state.turn?.to ?? -1;
  const demand = area < 0 ? null : demandedIn(node, area);
  let found = openTopOptions(plan, node, deck, open.position, move);
  if (demand !== null)
    found.sort((a, b) => Number(!demand.includes(a.builds)) - Number(!demand.includes(b.builds)));
  found = hintOrder(context.hints, node.moveNumber + 1, found);
  const name = cardNamer(state.edition);
  const told = found[0] !== undefined && demand?.includes(found[0].builds) === true;
  const all = [...new Set(found.flatMap((option) => option.domain.map(name)))];
  const what =
    open.position === 0
      ? `top card of the ${deck} pile at the start`
      : `${deck} Building Card that turned up`;
  const options = found.map((option, order) => {
    const names = told && order === 0 ? [...new Set(option.domain.map(name))] : all;
    const label = name(option.card);
    const base: Node = { ...option.node, open: cleared };
    return {
      label,
      option,
      node:
        names.length < 2
          ? base
          : noted(base, {
              code: 'undetermined',
              severity: 'warning',
              message: `the record leaves the ${what} open: ${names.join(', ')} fit move ${node.moveNumber + 1}; replayed with ${label}`,
              expected: names,
              ...(open.at ?? {}),
            }),
    };
  });
  return { options, told };
}

const NAMES = new WeakMap<Edition, string[]>();

/** The names of an edition's Building Cards by id, worked out once (replay's hot path). */
function cardNamer(edition: Edition): (id: number) => string {
  let names = NAMES.get(edition);
  if (names === undefined) {
    names = edition.buildingCards.map((_, id) => buildingCardName(buildingCardRefOf(edition, id)));
    NAMES.set(edition, names);
  }
  const known = names;
  return (id) => known[id] ?? `#${id + 1}`;
}

/** Every Research Center the edition's tracks name (what research on some track needs). */
function anyResearchCenter(edition: Edition): readonly BuildingType[] {
  let centers = CENTERS.get(edition);
  if (centers === undefined) {
    centers = [
      ...new Set(
        edition.tracks.flatMap((_, track) =>
          buildingsNeededBy(edition, { type: 'research', track }),
        ),
      ),
    ];
    CENTERS.set(edition, centers);
  }
  return centers;
}
const CENTERS = new WeakMap<Edition, readonly BuildingType[]>();

/**
 * The Buildings one of which a later move of the record needs in `area` and that it lacks now:
 * a ship built (Shipyard), a recruit (Camp) or research (a Research Center) after a ship sails
 * there, before anything else is built there.
 */
function demandedIn(node: Node, area: number): readonly BuildingType[] | null {
  const state = node.state;
  const has = (type: BuildingType) =>
    ((state.areas[area]?.buildings ?? 0) & (1 << BUILDING_TYPES.indexOf(type))) !== 0;
  const body = node.body;
  let target = -1;
  for (let index = node.index + 1; index < body.length; index++) {
    const item = body[index];
    if (item === undefined) break;
    if (item.kind === 'turn') target = -1;
    if (item.kind !== 'move') continue;
    const move = item.move;
    if (move.type === 'sail') target = move.to;
    if (target !== area) continue;
    if (move.type === 'build') return null;
    // Research asks for any Research Center here, not only its track's (as this search has
    // always read it: the track's own would change which card it tries first, and so how the
    // bot-game corpus replays with solveBuilds: false).
    const needed =
      move.type === 'research'
        ? anyResearchCenter(state.edition)
        : buildingsNeededBy(state.edition, move);
    if (needed.length > 0 && !needed.some(has)) return needed;
  }
  return null;
}

/** Warnings for the piles whose top is still open when the record ends. */
export function openTopWarnings(context: ReplayContext, node: Node): NotationError[] {
  const plan = context.plan;
  if (plan === null) return [];
  const warnings: NotationError[] = [];
  DECKS.forEach((deck, index) => {
    const open = node.open[index];
    if (open === null || open === undefined) return;
    const names = [
      ...new Set(
        candidates(plan, node.state, deck, open.position).map((id) =>
          buildingCardName(buildingCardRefOf(node.state.edition, id)),
        ),
      ),
    ];
    if (names.length > 1)
      warnings.push({
        code: 'undetermined',
        severity: 'warning',
        message: `the record leaves the ${open.position === 0 ? `top card of the ${deck} pile at the start` : `${deck} Building Card that turned up`} open, and no later build tells: any of ${names.length} cards (${names.slice(0, 6).join(', ')}${names.length > 6 ? ', ...' : ''}); the last state shows one of them`,
        expected: names,
        ...(open.at ?? {}),
      });
  });
  return warnings;
}

/**
 * A Shipyard Card taken or picked unseen (`t?`, `d?`), or cards turned up unseen (`w?`, `wi?`):
 * every legal move that fits, applied. A card the player plays later without holding another
 * comes first, and then no warning is due.
 */
export function unknownShipyardStep(
  context: ReplayContext,
  node: Node,
  item: MoveItem,
  seat: number,
  apply: (node: Node, move: Move) => Step,
): Step | null {
  const written = item.move;
  const state = node.state;
  const { moves: fitting, decided } = unseenShipyardMoves(
    state,
    node.body,
    node.index + 1,
    seat,
    written,
  );
  if (fitting.length === 0) return null;
  const options: Choice[] = [];
  let refused: Step | null = null;
  for (const move of fitting) {
    const applied = apply(node, move);
    if (applied.kind === 'next')
      options.push({ label: engineMoveText(state, move), node: applied.node });
    else refused ??= applied;
  }
  if (options.length === 0) return refused;
  const at = positionOf(item, context.record);
  const step = choiceOf(options, at, whatOf(written.type), node.index, 0);
  if (step.kind !== 'choose' || !decided) return step;
  // Decided by a later move: no warning unless replay has to take another one after all. The
  // cards of a draw are told by the picks that follow it (each player picks one).
  if (written.type === 'drawDraftCards') step.options = options;
  else step.options[0] = options[0] as Choice;
  return step;
}

/**
 * The legal moves a Shipyard move with a card unseen (`t?`, `d?`, `w?`, `wi?`) may be, the one
 * the record shows later first: for a draw, those that hold the picks stated after it (from item
 * `from` on); for a card taken or picked, the card its player plays later without holding
 * another (then `decided`).
 */
export function unseenShipyardMoves(
  state: GameState,
  body: readonly BodyItem[],
  from: number,
  seat: number,
  written: MoveItem['move'],
): { moves: Move[]; decided: boolean } {
  const picked = written.type === 'drawDraftCards' ? picksAfter(body, from) : [];
  const moves = legalMoves(state).filter(
    (move) =>
      move.type === written.type &&
      move.seat === seat &&
      fitsUnknown(written, move) &&
      (move.type !== 'drawDraftCards' || holds(move.cards, picked)),
  );
  let decided = true;
  if (written.type === 'takeShipyardCard' || written.type === 'draftPick') {
    const hand = state.players[seat]?.shipyardCards ?? [];
    const needed = neededCards(body, from, seat, hand, state.turn?.seat ?? -1, 1)[0] ?? null;
    const first = moves.findIndex((move) => 'card' in move && move.card === needed);
    if (first > 0) moves.unshift(...moves.splice(first, 1));
    decided = first >= 0;
  }
  return { moves, decided };
}

function whatOf(type: string): string {
  if (type === 'drawDraftCards') return 'Shipyard Cards turned up';
  return type === 'draftPick' ? 'Shipyard Card picked in the draft' : 'Shipyard Card taken';
}

/**
 * A step over options: none is a failure left to the caller (null options give an empty
 * choice), one goes on, several are tried in order, each carrying the warning that names them.
 */
function choiceOf(
  options: Choice[],
  at: SourcePosition | undefined,
  what: string,
  item: number,
  moveNumber: number,
): Step {
  if (options.length === 1) return { kind: 'next', node: (options[0] as Choice).node };
  const labels = options.map((option) => option.label);
  return {
    kind: 'choose',
    options: options.map((option) => ({
      label: option.label,
      node: noted(option.node, {
        code: 'undetermined',
        severity: 'warning',
        message: `the record leaves the ${what} open: ${labels.join(', ')} fit${moveNumber > 0 ? ` move ${moveNumber}` : ''}; replayed with ${option.label}`,
        expected: labels,
        ...(at ?? {}),
      }),
    })),
    at,
    what,
    item,
  };
}

/** The cards that may be at `position` of a pile: those in it that no later statement pins. */
function candidates(plan: SetupPlan, state: GameState, deck: Deck, position: number): number[] {
  const pinned = plan.pinnedAfter(deck, position);
  return state.piles[deck].filter((id) => !pinned.has(id)).reverse();
}

/** Whether `cards` hold every card of `wanted` (as many times as it is there). */
export function holds(cards: readonly ShipyardCard[], wanted: readonly ShipyardCard[]): boolean {
  const left = cards.slice();
  for (const card of wanted) {
    const index = left.indexOf(card);
    if (index < 0) return false;
    left.splice(index, 1);
  }
  return true;
}

/** Whether a legal move fits what the record says of it (`w?`, `wi?`). */
export function fitsUnknown(written: MoveItem['move'], move: Move): boolean {
  if (written.type !== 'drawDraftCards' || move.type !== 'drawDraftCards') return true;
  if (written.cards === null) return true;
  if (written.cards.length !== move.cards.length) return false;
  const left = move.cards.slice();
  for (const card of written.cards) {
    if (card === null) continue;
    const index = left.indexOf(card);
    if (index < 0) return false;
    left.splice(index, 1);
  }
  return true;
}
