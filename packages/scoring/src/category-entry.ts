import type { Color } from './colors.js';
import { reasonOf } from './entry-reason.js';
import type { CategoryScore, PlayerCategoryScore } from './score-result.js';

/**
 * One player's result in one category, as the scorer makes it: the numbers as fields, and the
 * sentence of {@link PlayerCategoryScore.reason} written only when it is read (from the kind of
 * the category, these numbers and the other players' numbers beside them). A result holds 14
 * categories of 4 of these for a 4-player game; writing every sentence, most of them never read
 * by a program, was a tenth of the time of scoring a sheet.
 *
 * `JSON.stringify` writes `reason` with the other fields ({@link CategoryEntry.toJSON}); a copy
 * made by `structuredClone` or a spread `{ ...entry }` has only the own fields.
 */
export class CategoryEntry implements PlayerCategoryScore {
  /** The category this entry belongs to: its kind and the other players' numbers. */
  readonly #category: CategoryScore;

  constructor(
    readonly player: Color,
    readonly measure: number,
    readonly rank: number | null,
    readonly points: number,
    category: CategoryScore,
  ) {
    this.#category = category;
  }

  /** Why, in words: the rank and the sum behind the points. */
  get reason(): string {
    return reasonOf(this.#category, this);
  }

  /** The entry as `JSON.stringify` writes it: every field, `reason` last. */
  toJSON(): PlayerCategoryScore {
    const { player, measure, rank, points, reason } = this;
    return { player, measure, rank, points, reason };
  }
}
