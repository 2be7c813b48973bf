import { type GameRecord, parseRecord } from '@antarctica-game/notation';

/** The opening of a table game (the notation's example) with `?`s: the replay fills them. */
export const TABLE_OPENING = `[Event "Kitchen table"]
[Players "2"]
[A "red Ana"]
[B "blue Ben"]
[ShipPlacement "firstGame"]
[Start "Wi - Ca De Cr - Co Sh"]
[Piles "Ca/Wi Co/CaWi Pl/CoLa"]
[Resources "De Wi"]
[ResourcePile "La Fa"]

0. Bo2
1. A xa s5 e
2. B s1 bb1>? xa e
3.A xc s1 bd3>Co/CaDe e
4.B s4 bd2>An/CaWi e
`;

/** The opening of a seeded three-player game with free ship placement. */
export const SEEDED_OPENING = `[Players "3"]
[A "red"]
[B "blue"]
[C "green"]
[Edition "argentum-2015-provisional-1"]
[ShipPlacement "free"]
[Seed "sunday-3"]

0. Ap8 Bp6 Cp6 Cp1 Ap7 Bp4 Bp8 Cp5 Ap3
1.A s8 e
2.B s6 bb3+Wi xc e
3.C s2 bd4 xa e
`;

/** A record parsed, or a test failure. */
export function parsed(text: string): GameRecord {
  const { record, errors } = parseRecord(text);
  if (record === null || errors.length > 0)
    throw new Error(`fixture does not parse: ${JSON.stringify(errors)}`);
  return record;
}
