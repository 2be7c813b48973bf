import {
  BUILDING_TYPES,
  DECKS,
  type Deck,
  type Effect,
  type GameState,
  type PlayerState,
  SHIP_AVAILABLE,
  SHIP_DISCARDED,
  SHIP_IN_BOX,
  SHIPS_PER_SEAT,
  type ShipyardCard,
  validateGameState,
} from '@antarctica-game/engine';
import type { Color } from '@antarctica-game/scoring';
import { BUILDING_BY_CODE, SHIPYARD_BY_LETTER } from '../syntax/vocabulary.js';
import { Bad, POSITION_FIELDS, SHIP_PLACES } from './position-codes.js';
import type { PositionProblem, ReadPosition, ReadPositionOptions } from './position-types.js';
import { readEffects } from './read-effects.js';

export type { PositionProblem, ReadPosition, ReadPositionOptions } from './position-types.js';

/**
 * Reads a position text (as {@link writePosition} writes it) into a game state. `?`s are filled
 * with cards that are left, in the edition's order, and listed in `filled`: piles under their
 * top card, the Shipyard pile, Shipyard Cards in hand; `r?` (the random generator not known)
 * gives a table game, whose later chance outcomes are moves. Never throws.
 */
export function readPosition(
  text: string,
  options: ReadPositionOptions,
):
  | ReadPosition
  | {
      /** The text is not a valid position. */
      ok: false;
      /** What is wrong (at most five), field by field. */
      problems: PositionProblem[];
    } {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== POSITION_FIELDS.length)
    return fail('position', `has ${fields.length} fields, not ${POSITION_FIELDS.length}`);
  let field = '';
  const at = (index: number) => {
    field = POSITION_FIELDS[index] as string;
    return fields[index] as string;
  };
  try {
    const { edition, players: roster } = options;
    const count = roster.length;
    const filled: string[] = [];
    const number = (value: string, what: string, max = 2 ** 32) => {
      if (!/^\d{1,10}$/.test(value) || Number(value) > max)
        throw new Bad(`${what} "${value}" is not a number up to ${max}`);
      return Number(value);
    };
    const seatOf = (letter: string | undefined) => {
      const seat = letter === undefined ? -1 : 'ABCD'.indexOf(letter);
      if (seat < 0 || seat >= count)
        throw new Bad(`"${letter ?? ''}" is no seat at ${count} players`);
      return seat;
    };
    const ship = (ref: string) => {
      const match = /^([A-D])([1-8])$/.exec(ref);
      if (match === null) throw new Bad(`"${ref}" is no ship (A1 to D8)`);
      return seatOf(match[1]) * SHIPS_PER_SEAT + Number(match[2]) - 1;
    };
    const shipList = (value: string) =>
      value === '-' || value === '' ? [] : (value.match(/[A-D]\d/g) ?? []).map(ship);
    const ids = (value: string, size: number, what: string) =>
      value === '-'
        ? []
        : value.split('.').map((entry) => {
            if (entry === '?') return -1;
            const id = number(entry, what, size);
            if (id < 1) throw new Bad(`${what} ${entry} counts from 1`);
            return id - 1;
          });
    const seatList = (value: string) => [...value].map(seatOf);
    const cards = (value: string): Array<ShipyardCard | null> =>
      value === '-'
        ? []
        : [...value].map((letter) => {
            if (letter === '?') return null;
            const card = SHIPYARD_BY_LETTER.get(letter);
            if (card === undefined) throw new Bad(`"${letter}" is no Shipyard Card (i, s, p, f)`);
            return card;
          });

    // Areas.
    const areaTexts = at(0).split('/');
    if (areaTexts.length !== edition.areas)
      throw new Bad(`${areaTexts.length} areas, not ${edition.areas}`);
    const areas = areaTexts.map((entry) => {
      const closed = entry.startsWith('-');
      const body = closed ? (entry === '-' ? '::' : entry.slice(1)) : entry;
      const [codes = '', line = '', scientists = ''] = body.split(':');
      if (body.split(':').length !== 3)
        throw new Bad(`"${entry}" is not buildings:ships:scientists`);
      let buildings = 0;
      for (const code of codes.match(/[A-Z][a-z]/g) ?? []) {
        const type = BUILDING_BY_CODE.get(code);
        if (type === undefined) throw new Bad(`"${code}" is no Building`);
        buildings |= 1 << BUILDING_TYPES.indexOf(type);
      }
      return {
        closed,
        ships: shipList(line),
        buildings,
        scientists:
          scientists === ''
            ? roster.map(() => 0)
            : scientists.split(',').map((value) => number(value, 'scientists', 99)),
      };
    });
    const sun = number(at(1), "the Sun's area", edition.areas) - 1;

    // Players.
    const playerTexts = at(2).split('/');
    if (playerTexts.length !== count) throw new Bad(`${playerTexts.length} players, not ${count}`);
    const players: PlayerState[] = playerTexts.map((entry, seat) => {
      const parts = entry.split(':');
      if (parts.length !== 5)
        throw new Bad(`"${entry}" is not pieces:buildingCards:shipyardCards:resourceCards:start`);
      const pieces = (parts[0] as string).split('.').map((value) => number(value, 'a count', 999));
      if (pieces.length !== 4) throw new Bad(`"${parts[0]}" is not supply.reserve.cubes.discarded`);
      const start =
        parts[4] === '-'
          ? null
          : (ids(parts[4] as string, edition.resourceCards.length, 'Resource Card')[0] ?? null);
      const entry_ = roster[seat] as { color: Color; name?: string };
      const player: PlayerState = {
        color: entry_.color,
        supply: pieces[0] as number,
        reserve: pieces[1] as number,
        cubes: pieces[2] as number,
        discarded: pieces[3] as number,
        buildingCards: ids(parts[1] as string, edition.buildingCards.length, 'Building Card'),
        shipyardCards: cards(parts[2] as string) as ShipyardCard[],
        resourceCards: ids(parts[3] as string, edition.resourceCards.length, 'Resource Card'),
        startingBasicCard: start,
        // Last, as the engine's states have it: the same state gives the same JSON.
        ...(entry_.name === undefined ? {} : { name: entry_.name }),
      };
      return player;
    });

    // Tracks.
    const trackTexts = at(3).split('/');
    if (trackTexts.length !== edition.tracks.length)
      throw new Bad(`${trackTexts.length} tracks, not ${edition.tracks.length}`);
    const tracks = trackTexts.map((entry) => {
      const closed = entry.startsWith('-');
      const [spaces = '', blue = ''] = (closed ? entry.slice(1) : entry).split(':');
      return {
        closed,
        spaces: [...spaces].map((letter) => (letter === '.' ? -1 : seatOf(letter))),
        blueUsed: [...blue].map((bit) => {
          if (bit !== '0' && bit !== '1') throw new Bad(`"${blue}" is not 0s and 1s`);
          return bit === '1';
        }),
      };
    });

    // Ships, by id: on the board where an area's line has them.
    const shipTexts = at(4).split('/');
    if (shipTexts.length !== count) throw new Bad(`${shipTexts.length} seats, not ${count}`);
    const ships = new Array<number>(count * SHIPS_PER_SEAT).fill(SHIP_IN_BOX);
    const onBoard = new Map<number, number>();
    areas.forEach((area, index) => {
      for (const id of area.ships) onBoard.set(id, index);
    });
    shipTexts.forEach((entry, seat) => {
      if (!/^[bax-]{8}$/.test(entry)) throw new Bad(`"${entry}" is not 8 of b, a, x, -`);
      [...entry].forEach((place, k) => {
        const id = seat * SHIPS_PER_SEAT + k;
        const area = onBoard.get(id);
        if ((place === SHIP_PLACES.board) !== (area !== undefined))
          throw new Bad(
            `ship ${'ABCD'[seat]}${k + 1} is ${place === 'b' ? 'said to be on the board but in no area' : 'in an area but not marked b'}`,
          );
        ships[id] =
          area ??
          (place === SHIP_PLACES.available
            ? SHIP_AVAILABLE
            : place === SHIP_PLACES.discarded
              ? SHIP_DISCARDED
              : SHIP_IN_BOX);
      });
    });

    // Piles, with their ?s filled by the cards of each pile that are nowhere else.
    const pileTexts = at(5).split('/');
    if (pileTexts.length !== 3) throw new Bad('three piles are written, Basic/Double/Advanced');
    const taken = new Set(players.flatMap((player) => player.buildingCards));
    const knownPiles = {
      basic: new Set<number>(),
      double: new Set<number>(),
      advanced: new Set<number>(),
    };
    const piles = {} as Record<Deck, number[]>;
    const written = DECKS.map((_, index) =>
      ids(pileTexts[index] as string, edition.buildingCards.length, 'Building Card'),
    );
    const everywhere = new Set(written.flat().filter((id) => id >= 0));
    DECKS.forEach((deck, index) => {
      const pile = written[index] as number[];
      const left = edition.buildingCards.flatMap((card, id) =>
        card.deck === deck && card.minPlayers <= count && !taken.has(id) && !everywhere.has(id)
          ? [id]
          : [],
      );
      piles[deck] = pile.map((id, place) => {
        if (id >= 0) {
          knownPiles[deck].add(pile.length - 1 - place);
          return id;
        }
        const next = left.shift();
        if (next === undefined) throw new Bad(`the ${deck} pile has more ?s than cards left`);
        filled.push(`${deck} pile card ${pile.length - place} from the top`);
        return next;
      });
    });

    // Shipyard Cards: the pile; ?s (there and in hands) filled with the cards left.
    const shipyardPileWritten = cards(at(6));
    const draftCards = (effects: readonly Effect[]): ShipyardCard[] =>
      effects.flatMap((effect) =>
        effect.kind === 'draft'
          ? effect.cards
          : effect.kind === 'trackAction'
            ? draftCards(effect.deferred)
            : [],
      );
    // Cards on the board (Icebreakers, and the one played in this visit) and in a draft count as
    // known.
    const pendingText = fields[13] as string;
    const iceOnBoard =
      (fields[9] === '-' ? 0 : (fields[9] as string).split(',').length) +
      (/^\d+:[A-D][A-D]\d:/.test(fields[12] as string) ? 1 : 0);
    const known = [
      ...shipyardPileWritten,
      ...players.flatMap((player) => player.shipyardCards as Array<ShipyardCard | null>),
      ...(pendingText === '-' ? [] : draftCards(readEffects(pendingText, seatList))),
      ...Array.from({ length: iceOnBoard }, () => 'icebreaker' as const),
    ].filter((card): card is ShipyardCard => card !== null);
    const shipyardLeft = Object.entries(edition.shipyardCards).flatMap(([card, total]) => {
      const used = known.filter((entry) => entry === card).length;
      return Array.from({ length: Math.max(0, total - used) }, () => card as ShipyardCard);
    });
    const fillCard = (what: string) => {
      const card = shipyardLeft.shift();
      if (card === undefined) throw new Bad(`more Shipyard Cards (${what}) than the edition has`);
      filled.push(what);
      return card;
    };
    const shipyardPile = shipyardPileWritten.map(
      (card) => card ?? fillCard('a card of the Shipyard pile'),
    );
    players.forEach((player, seat) => {
      player.shipyardCards = (player.shipyardCards as Array<ShipyardCard | null>).map(
        (card) => card ?? fillCard(`a Shipyard Card of player ${'ABCD'[seat]}`),
      );
    });
    field = POSITION_FIELDS[7];
    const resourcePile = ids(at(7), edition.resourceCards.length, 'Resource Card');
    if (resourcePile.includes(-1)) throw new Bad('the Resource Card Pile is written in full');
    const supplyCounts = at(8)
      .split('.')
      .map((value) => number(value, 'a count', 99));
    if (supplyCounts.length !== BUILDING_TYPES.length)
      throw new Bad(`${supplyCounts.length} counts, not ${BUILDING_TYPES.length}`);
    const buildingSupply: Record<string, number> = {};
    BUILDING_TYPES.forEach((type, index) => {
      buildingSupply[type] = supplyCounts[index] as number;
    });
    const icebreakers =
      at(9) === '-'
        ? []
        : at(9)
            .split(',')
            .map((entry) => {
              const match = /^(\d+)([A-D])([A-D]\d)$/.exec(entry);
              if (match === null) throw new Bad(`"${entry}" is not area, seat and ship (5AB2)`);
              return {
                area: number(match[1] as string, 'an area', edition.areas) - 1,
                seat: seatOf(match[2]),
                ship: ship(match[3] as string),
              };
            });
    const phaseMatch = /^([opgx])(\d{1,3})([sbn]?)$/.exec(at(10));
    if (phaseMatch === null)
      throw new Bad(
        `"${at(10)}" is not a phase (o, p, g, x), the ships placed and how the game ended`,
      );
    const phase = ({ o: 'openingCube', p: 'placement', g: 'playing', x: 'over' } as const)[
      phaseMatch[1] as 'o'
    ];
    const ended =
      phaseMatch[3] === ''
        ? null
        : ({ s: 'lastScientist', b: 'lastBuilding', n: 'noShips' } as const)[phaseMatch[3] as 's'];
    const turnText = at(11);
    let turn: GameState['turn'] = null;
    if (turnText !== '-') {
      const match = /^([A-D])([A-D]\d):(\d+):(\d+|-):([adi]*|-):(-|(?:[A-D]\d)+)$/.exec(turnText);
      if (match === null)
        throw new Bad(`"${turnText}" is not seat and ship:from:to:flags:ships built`);
      const flags = match[5] as string;
      turn = {
        seat: seatOf(match[1]),
        ship: ship(match[2] as string),
        from: number(match[3] as string, 'an area', edition.areas) - 1,
        to: match[4] === '-' ? -1 : number(match[4] as string, 'an area', edition.areas) - 1,
        acted: flags.includes('a'),
        discarded: flags.includes('d'),
        icebreaker: flags.includes('i'),
        builtShips: shipList(match[6] as string),
      };
    }
    const visitMatch = /^(\d+):(-|[A-D][A-D]\d):([01]*)$/.exec(at(12));
    if (visitMatch === null) throw new Bad(`"${at(12)}" is not area:icebreaker:cards played`);
    const icebreakerText = visitMatch[2] as string;
    const visit = {
      area: number(visitMatch[1] as string, 'an area', edition.areas) - 1,
      icebreaker:
        icebreakerText === '-'
          ? null
          : { seat: seatOf(icebreakerText[0]), ship: ship(icebreakerText.slice(1)) },
      cardPlayed: [...(visitMatch[3] as string)].map((bit) => bit === '1'),
    };
    const pending = at(13) === '-' ? [] : readEffects(at(13), seatList);
    const chanceText = at(14);
    if (!/^[rt]/.test(chanceText))
      throw new Bad(
        `"${chanceText}" is t (a table game) or r (a seeded one), then the random generator's state`,
      );
    let chance: GameState['chance'] = chanceText.startsWith('r') ? 'seeded' : 'table';
    let rng = 0;
    if (chanceText.slice(1) === '?') {
      if (chance === 'seeded')
        filled.push('the state of the random generator (the game goes on as a table game)');
      chance = 'table';
    } else rng = number(chanceText.slice(1), 'the random state');
    const moves = number(at(15), 'the moves played', 1e9);
    const state: GameState = {
      version: 1,
      edition,
      rules: options.rules,
      chance,
      players,
      areas,
      tracks,
      ships,
      sun,
      piles,
      shipyardPile,
      resourcePile,
      buildingSupply,
      icebreakers,
      phase,
      placed: Number(phaseMatch[2]),
      turn,
      visit,
      pending,
      rng,
      moves,
      ended,
    };
    field = 'position';
    const checked = validateGameState(state);
    if (!checked.ok)
      return {
        ok: false,
        problems: checked.issues.slice(0, 5).map((issue) => ({
          field: 'position',
          message: `is no state of the game: ${issue.path}: ${issue.message}`,
        })),
      };
    return { ok: true, state, filled, knownPiles };
  } catch (error) {
    if (error instanceof Bad) return fail(field, error.message);
    throw error;
  }
}

function fail(field: string, message: string): { ok: false; problems: PositionProblem[] } {
  return { ok: false, problems: [{ field, message }] };
}
