// The build solver's solution written into the record (solve-builds.ts): each `>?` gets the card
// the solver found, and an `undetermined` warning names every card that fits there as well (any
// Building, as the replay's search names them), so that the solver and the search warn alike.
import type { Deck, Edition } from '@antarctica-game/engine';
import { buildingCardName, buildingCardRefOf } from '../../syntax/card-names.js';
import type { NotationError } from '../../syntax/notation-error.js';
import { type BodyItem, type GameRecord, type MoveItem, positionOf } from '../../syntax/record.js';
import type { BuildSolution } from './build-search.js';
import type { BuildVar } from './build-vars.js';

/** The record with the solution's cards written in, and its warnings. */
export interface FilledRecord {
  /** The record with the cards that turned up written in (where a later build takes them). */
  record: GameRecord;
  /** The warnings `undetermined` for the cards written in. */
  warnings: NotationError[];
  /** The items written in, by the record's own item. */
  items: Map<BodyItem, BodyItem>;
}

/** Writes a solution into the record: each card is the one the build before it turned up. */
export function writeSolution(
  record: GameRecord,
  real: Edition,
  builds: readonly BuildVar[],
  solution: BuildSolution,
): FilledRecord {
  const body = record.body;
  const items = new Map<BodyItem, BodyItem>();
  const newBody = body.slice();
  const warnings: NotationError[] = [];
  const previous: Partial<Record<Deck, BuildVar>> = {};
  const nameOf = (id: number): string => buildingCardName(buildingCardRefOf(real, id));
  builds.forEach((build, index) => {
    const before = previous[build.deck];
    previous[build.deck] = build;
    if (build.known >= 0 || before === undefined) return;
    const card = solution.cards[index] as number;
    const original = body[before.item] as MoveItem;
    if (original.move.type !== 'build') return;
    const filled: MoveItem = {
      ...original,
      move: { ...original.move, reveal: buildingCardRefOf(real, card) },
    };
    newBody[before.item] = filled;
    items.set(filled, original);
    const fitting = [...new Set(solution.fits(index).map(nameOf))];
    if (fitting.length > 1)
      warnings.push({
        code: 'undetermined',
        severity: 'warning',
        message: `the record leaves the ${build.deck} Building Card that turned up open: ${fitting.join(', ')} fit move ${build.moveNumber}; replayed with ${nameOf(card)}`,
        expected: fitting,
        ...(positionOf(original, record) ?? {}),
      });
  });
  const filledRecord: GameRecord = Object.create(record, {
    body: { value: newBody, enumerable: true },
  });
  return { record: filledRecord, warnings, items };
}
