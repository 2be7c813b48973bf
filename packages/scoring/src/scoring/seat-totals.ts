import { SEATS } from '../sheet/sheet-data.js';
import type { PlayerCategoryScore } from './score-result.js';

/**
 * Each seat's points and first places, added up category by category as scoring makes them,
 * while a category's entries are fresh in the cache. Adding them up afterwards walked back
 * through every category for every seat, through objects of two shapes (a category with an
 * index and one without), which cost a tenth of scoring a sheet.
 */
export class SeatTotals {
  readonly points: Int32Array = new Int32Array(SEATS);
  readonly firstPlaces: Int32Array = new Int32Array(SEATS);

  /** Starts from zero for the next sheet. */
  reset(): void {
    for (let seat = 0; seat < SEATS; seat++) {
      this.points[seat] = 0;
      this.firstPlaces[seat] = 0;
    }
  }

  /**
   * Adds the entries of one category, one per seat in seating order; its first places count
   * only when `countsFirstPlaces`.
   */
  add(entries: readonly PlayerCategoryScore[], countsFirstPlaces: boolean): void {
    for (let seat = 0; seat < entries.length; seat++) {
      const entry = entries[seat] as PlayerCategoryScore;
      this.points[seat] = (this.points[seat] as number) + entry.points;
      if (countsFirstPlaces && entry.rank === 1) {
        this.firstPlaces[seat] = (this.firstPlaces[seat] as number) + 1;
      }
    }
  }
}
