/**
 * A list of `length` slots, to be filled by index before anyone sees it. A list started as `[]`
 * reserves room for 17 entries at its first `push`, 152 bytes for the four players of a
 * result, where one made at its final length takes 64. Scoring a sheet is bounded by the memory
 * it writes (the result objects, about 7 KB), so the lists of a result are made this way.
 */
export function listOfLength<T>(length: number): T[] {
  return new Array<T>(length);
}
