// The build solver's memory of failed states (build-search.ts): a search from a state that
// failed before fails again, however the builds before it got there. The key holds what the
// builds before `index` leave that the checks from `index` on read, and nothing else, so that
// states which differ only where nothing later looks count as one: the Buildings of the areas
// later builds and moves look at (only of the Buildings they may read), the supply of those,
// each seat's Plankton Farms and which builds they are (Scientists, score targets), each seat's
// asterisk cards, and for the piles still built from, the cards held with the cards each holder
// could swap to (the matching). Which build holds which card does not matter.
import type { BuildModel } from './build-model.js';
import type { BuildVar } from './build-probe.js';
import { PLANKTON, typeIndex } from './building-bits.js';

/** The keys of the search's states. */
export class StateKeys {
  /** For each index, the areas read from it on (a bit each). */
  private readonly areasRead: number[];
  /** For each index, the Buildings read from it on (a mask). */
  private readonly typesRead: number[];
  /** For each index, the piles built from it on (a bit each: basic 1, double 2, advanced 4). */
  private readonly decksLeft: number[];
  /** Each build's domain as text, set as the search gives it one. */
  readonly domainKey: string[];
  /** Scratch space. */
  private readonly stars: number[];
  private readonly held: string[];

  constructor(private readonly model: BuildModel) {
    const { builds, demands } = model;
    const deckBit = { basic: 1, double: 2, advanced: 4 } as const;
    this.areasRead = [];
    this.typesRead = [];
    this.decksLeft = [];
    let areas = 0;
    let types = 0;
    let decks = 0;
    for (let index = builds.length; index >= 0; index--) {
      const build = builds[index];
      if (build !== undefined) {
        areas |= 1 << build.area;
        for (const area of build.shipAreas) areas |= 1 << area;
        types |= model.poolTypes[index] as number;
        for (const id of model.pool[index] as number[]) types |= model.requires[id] as number;
        if (build.known < 0) decks |= deckBit[build.deck];
      }
      for (const demand of demands)
        if (demand.at === index) {
          areas |= 1 << demand.area;
          types |= demand.mask;
        }
      this.areasRead[index] = areas;
      this.typesRead[index] = types;
      this.decksLeft[index] = decks;
    }
    this.domainKey = builds.map(() => '');
    this.stars = model.planktons.map(() => 0);
    this.held = model.typeBit.map(() => '');
  }

  /** The key of the state builds 0 to `index - 1` leave. */
  key(index: number): string {
    const model = this.model;
    const areas = this.areasRead[index] as number;
    const types = this.typesRead[index] as number;
    const decks = this.decksLeft[index] as number;
    let key = `${index}|`;
    model.areaBuildings.forEach((buildings, area) => {
      key += (areas & (1 << area)) === 0 ? ',' : `${buildings & types},`;
    });
    key += '|';
    for (let rest = types; rest !== 0; rest &= rest - 1)
      key += `${model.supply[typeIndex(rest & -rest)]},`;
    key += `|${model.planktons.join()}|`;
    const stars = this.stars;
    stars.fill(0);
    const held = this.held;
    held.fill('');
    for (let build = 0; build < index; build++) {
      const card = model.card[build] as number;
      const made = model.builds[build] as BuildVar;
      if (model.typeBit[card] === PLANKTON) key += `${build}${model.single[build] ? '.' : ''},`;
      if (model.asterisk[card]) stars[made.seat] = (stars[made.seat] as number) + 1;
      const bit = made.deck === 'basic' ? 1 : made.deck === 'double' ? 2 : 4;
      if (made.known < 0 && (decks & bit) !== 0) held[card] = this.domainKey[build] as string;
    }
    return `${key}|${stars.join()}|${held.join()}`;
  }
}
