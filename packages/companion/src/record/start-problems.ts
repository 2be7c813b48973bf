// What the box cannot hold in a set-up as the recorder set it, field by field, so that the form
// says what is wrong where it is wrong; and the Resource Cards grouped by kind, since copies of a
// card (two Lab Expertise cards) cannot be told apart at the table.
import type { Edition, PlayerCount } from '@antarctica-game/engine';
import { type TableStart, UNSEEN } from './table-start.js';

/** A field of the set-up set to more copies of a building or card than the box has. */
export interface StartProblem {
  field: 'startingBuildings' | 'startingResourceCards' | 'resourcePile';
  /** The area (Starting Buildings), seat (Resource Cards) or place in the pile (Expertise). */
  index: number;
  /** How many of it the box has at this player count (0: none). */
  inBox: number;
}

/** Resource Cards of one kind that read alike: the ids of its copies, first first. */
export interface CardKind {
  ids: number[];
}

/** The Resource Cards of a kind (`basic`, `expertise`), copies of a card grouped as one. */
export function cardKinds(edition: Edition, kind: 'basic' | 'expertise'): CardKind[] {
  const groups = new Map<string, number[]>();
  edition.resourceCards.forEach((card, id) => {
    if (card.kind !== kind) return;
    const key = JSON.stringify(card);
    groups.set(key, [...(groups.get(key) ?? []), id]);
  });
  return [...groups.values()].map((ids) => ({ ids }));
}

/**
 * The list with each place's card of the same kind, copies spread so that no two places hold
 * the same copy while the box has another: two Lab cards chosen by name are the box's two Labs,
 * whatever the order in which they were chosen. A kind set more often than the box has it keeps
 * a copy twice (the form then says that the box has no more).
 */
export function distinctCopies(
  list: ReadonlyArray<number | typeof UNSEEN>,
  kinds: readonly CardKind[],
): Array<number | typeof UNSEEN> {
  const used = new Set<number>();
  return list.map((id) => {
    const kind = kinds.find((each) => each.ids.includes(id as number));
    if (id === UNSEEN || kind === undefined) return id;
    const copy = kind.ids.find((each) => !used.has(each)) ?? id;
    used.add(copy);
    return copy;
  });
}

/**
 * Every field the box cannot hold as set: a Starting Building, a Basic Resource Card or an
 * Expertise card chosen more often than the box has it at this player count (each such field
 * is named, the first too, so that both places show it).
 */
export function startProblems(start: TableStart, edition: Edition): StartProblem[] {
  const players = start.players.length as PlayerCount;
  const card = (id: number) => JSON.stringify(edition.resourceCards[id] ?? null);
  return [
    ...over(
      'startingBuildings',
      start.startingBuildings.map((type) => (type === null ? UNSEEN : type)),
      edition.startingBuildings[players] ?? [],
      String,
    ),
    ...over(
      'startingResourceCards',
      start.startingResourceCards,
      cardKinds(edition, 'basic').flatMap(({ ids }) => ids),
      card,
    ),
    ...over(
      'resourcePile',
      start.resourcePile,
      cardKinds(edition, 'expertise').flatMap(({ ids }) => ids),
      card,
    ),
  ];
}

/** The places of `list` whose value (read by `key`) is set more often than `box` holds it. */
function over<T extends string | number>(
  field: StartProblem['field'],
  list: ReadonlyArray<T | typeof UNSEEN>,
  box: readonly T[],
  key: (value: T) => string,
): StartProblem[] {
  const inBox = new Map<string, number>();
  for (const value of box) inBox.set(key(value), (inBox.get(key(value)) ?? 0) + 1);
  const set = new Map<string, number>();
  for (const value of list)
    if (value !== UNSEEN) set.set(key(value as T), (set.get(key(value as T)) ?? 0) + 1);
  return list.flatMap((value, index) => {
    if (value === UNSEEN) return [];
    const name = key(value as T);
    const has = inBox.get(name) ?? 0;
    return (set.get(name) ?? 0) > has ? [{ field, index, inBox: has }] : [];
  });
}
