import fc from 'fast-check';
import {
  AREA_COUNT,
  closedTrackCount,
  type PlayerCount,
  researchCubesPerColor,
  scientistsPerColor,
  shipsPerColor,
} from '../box/box.js';
import { COLORS, type Color } from '../box/colors.js';
import type { ScoreSheet, SheetArea, SheetTrack } from '../sheet/score-sheet.js';

/**
 * Random valid score sheets for 2 to 4 players: every count within what the box and the setup
 * allow, with ties made likely by small numbers.
 */
export const sheetArbitrary: fc.Arbitrary<ScoreSheet> = fc
  .constantFrom<PlayerCount>(2, 3, 4)
  .chain((players) =>
    fc.record({
      players: fc.constant(players),
      colors: fc.shuffledSubarray([...COLORS], { minLength: players, maxLength: players }),
      names: fc.array(fc.option(fc.string({ maxLength: 8 }), { nil: undefined }), {
        minLength: players,
        maxLength: players,
      }),
      closedPair: fc.integer({ min: 0, max: 3 }),
      sunStep: fc.nat(),
      buildings: fc.array(fc.integer({ min: 0, max: 5 }), {
        minLength: AREA_COUNT,
        maxLength: AREA_COUNT,
      }),
      scientists: fc.array(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }),
        {
          minLength: AREA_COUNT,
          maxLength: AREA_COUNT,
        },
      ),
      secondClosedTrack: fc.integer({ min: 0, max: 3 }),
      trackOrders: fc.array(fc.shuffledSubarray([0, 1, 2, 3]), { minLength: 5, maxLength: 5 }),
      trackValues: fc.array(
        fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 4, maxLength: 4 }),
        {
          minLength: 5,
          maxLength: 5,
        },
      ),
      cards: fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.nat(), fc.nat()), {
        minLength: players,
        maxLength: players,
      }),
    }),
  )
  .map((draw) => {
    const colors = draw.colors as Color[];
    const closedAreas = draw.players === 2 ? [draw.closedPair, draw.closedPair + 4] : [];
    const closedTracks = new Set(
      draw.players === 2 ? [4, draw.secondClosedTrack] : draw.players === 3 ? [4] : [],
    );
    if (closedTracks.size !== closedTrackCount(draw.players)) throw new Error('bad closed tracks');
    const openAreas = [...Array(AREA_COUNT).keys()].filter((index) => !closedAreas.includes(index));
    const left = new Map(colors.map((color) => [color, scientistsPerColor(draw.players)]));
    const areas: SheetArea[] = [...Array(AREA_COUNT).keys()].map((index) => {
      if (closedAreas.includes(index)) return { closed: true };
      const scientists: Partial<Record<Color, number>> = {};
      colors.forEach((color, seat) => {
        const wanted = draw.scientists[index]?.[seat] ?? 0;
        const count = Math.min(wanted, left.get(color) ?? 0);
        left.set(color, (left.get(color) ?? 0) - count);
        if (count > 0) scientists[color] = count;
      });
      return { buildings: draw.buildings[index] ?? 0, scientists };
    });
    const cubesOnTracks = new Map<Color, number>();
    const tracks: SheetTrack[] = [...Array(5).keys()].map((index) => {
      if (closedTracks.has(index)) return { closed: true };
      const order = (draw.trackOrders[index] ?? []).filter((seat) => seat < colors.length);
      const values = [...(draw.trackValues[index] ?? [])].sort((a, b) => b - a);
      return {
        cubes: order.map((seat, position) => {
          const player = colors[seat] as Color;
          cubesOnTracks.set(player, (cubesOnTracks.get(player) ?? 0) + 1);
          return { player, value: values[position] ?? 0 };
        }),
      };
    });
    return {
      players: colors.map((color, seat) => {
        const [buildingCards, asteriskDraw, discardDraw] = draw.cards[seat] ?? [0, 0, 0];
        const discardable =
          shipsPerColor(draw.players) +
          researchCubesPerColor(draw.players) -
          (cubesOnTracks.get(color) ?? 0);
        const name = draw.names[seat];
        return {
          color,
          ...(name === undefined ? {} : { name }),
          buildingCards,
          asteriskCards: asteriskDraw % (buildingCards + 1),
          discardedResources: discardDraw % (discardable + 1),
        };
      }),
      sun: openAreas[draw.sunStep % openAreas.length] ?? 0,
      areas,
      tracks,
    };
  });
