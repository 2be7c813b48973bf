// The build solver's memory of failed states (build-search.ts): a search from a state that
// failed before fails again, however the builds before it got there. The key holds what the
// builds before `index` leave that the checks from `index` on read, and nothing else, so that
// states which differ only where nothing later looks count as one: the Buildings of the areas
// later builds and moves look at (only of the Buildings they may read), the supply of those,
// each seat's Plankton Farms and which builds they are (Scientists, score targets), each seat's
// asterisk cards, and for the piles still built from, the cards held with the cards each holder
// could swap to (the matching). Which build holds which card does not matter.
import type { BuildModel } from './build-model.js';
import type { BuildVar } from './build-vars.js';
import { PLANKTON, typeIndex } from './building-bits.js';

/** The keys of the search's states. */
export class StateKeys {
  /** For each index, the areas read from it on (a bit each). */
  private readonly areasRead: number[];
  /** For each index, the Buildings read from it on (a mask). */
  private readonly typesRead: number[];
  /** For each index, the piles built from it on (a bit each: basic 1, double 2, advanced 4). */
  private readonly decksLeft: number[];
  /** For each build, its pile's bit (as decksLeft) when its card is open, else 0. */
  private readonly openDeck: number[];
  /** Each build's domain as a number (see domainKey), set as the search gives it one. */
  readonly domainKey: number[];
  /** Scratch space. */
  private readonly stars: number[];

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
    this.openDeck = builds.map((build) => (build.known < 0 ? deckBit[build.deck] : 0));
    this.domainKey = builds.map(() => 0);
    this.stars = model.planktons.map(() => 0);
  }

  /**
   * The key of the state builds 0 to `index - 1` leave: a 53-bit hash of what it holds (two
   * 32-bit hashes), not the text of it, as building and hashing a long text on every node
   * cost more than the checks. Two states share a key with a chance of about one in 2^53 for
   * each pair: then the search would skip a state that may not have failed, and the replay's
   * own search would decide.
   */
  key(index: number): number {
    const model = this.model;
    const areas = this.areasRead[index] as number;
    const types = this.typesRead[index] as number;
    const decks = this.decksLeft[index] as number;
    hashStart(index);
    const areaBuildings = model.areaBuildings;
    for (let area = 0; area < areaBuildings.length; area++)
      hashAdd((areas & (1 << area)) === 0 ? -1 : (areaBuildings[area] as number) & types);
    for (let rest = types; rest !== 0; rest &= rest - 1)
      hashAdd(model.supply[typeIndex(rest & -rest)] as number);
    for (const farms of model.planktons) hashAdd(farms);
    const stars = this.stars;
    stars.fill(0);
    // The cards held with their domains, as sums of a mix of each (the order of the builds does
    // not matter: which build holds a card does not), two of them for the key's 53 bits.
    let heldLow = 0;
    let heldHigh = 0;
    for (let build = 0; build < index; build++) {
      const card = model.card[build] as number;
      const made = model.builds[build] as BuildVar;
      if (model.typeBit[card] === PLANKTON)
        hashAdd(-2 - build * 2 - (model.single[build] as number));
      if (model.asterisk[card]) stars[made.seat] = (stars[made.seat] as number) + 1;
      if ((decks & (this.openDeck[build] as number)) !== 0) {
        const domain = this.domainKey[build] as number;
        heldLow = (heldLow + Math.imul((card + 1) ^ domain, 0x9e3779b1)) | 0;
        heldHigh = (heldHigh + Math.imul(domain ^ Math.imul(card + 7, 0x85ebca6b), 0xc2b2ae35)) | 0;
      }
    }
    for (const count of stars) hashAdd(count);
    hashAdd(heldLow);
    hashAdd(heldHigh);
    return hashEnd();
  }
}

/** A number for a build's domain (the cards it may swap to): a hash of the card ids. */
export function domainKey(domain: readonly number[]): number {
  let hash = 0x9e3779b9;
  for (const id of domain) hash = Math.imul(hash ^ (id + 1), 0x01000193);
  return (hash >>> 0) + 1;
}

/** The running hash of key (two 32-bit halves). */
let low = 0;
let high = 0;

function hashStart(seed: number): void {
  low = Math.imul(seed ^ 0x811c9dc5, 0x01000193);
  high = Math.imul(seed + 0x6a09e667, 0x85ebca6b);
}

function hashAdd(value: number): void {
  low = Math.imul(low ^ value, 0x01000193);
  high = Math.imul(high ^ (high >>> 15) ^ value, 0xc2b2ae35) + 0x27d4eb2f;
}

function hashEnd(): number {
  const top = (high ^ (high >>> 16)) & 0x1fffff;
  return top * 0x100000000 + (low >>> 0);
}

/**
 * A set of keys (integers below 2^53): an open-addressing table of doubles, as a Set of such
 * numbers (not small integers) hashes each as a heap number on every node.
 */
export class KeySet {
  /** The keys plus one (0: an empty slot), at their hash or after it. */
  private table = new Float64Array(1024);
  /** The keys held. */
  size = 0;

  /** Whether it holds `key`. */
  has(key: number): boolean {
    const table = this.table;
    const mask = table.length - 1;
    const stored = key + 1;
    for (let slot = slotOf(key) & mask; ; slot = (slot + 1) & mask) {
      const value = table[slot] as number;
      if (value === stored) return true;
      if (value === 0) return false;
    }
  }

  /** Adds `key`. */
  add(key: number): void {
    if (this.has(key)) return;
    // (At most half full: probes stay short.)
    if ((this.size + 1) * 2 > this.table.length) this.grow();
    insert(this.table, key + 1);
    this.size++;
  }

  private grow(): void {
    const old = this.table;
    this.table = new Float64Array(old.length * 2);
    for (const stored of old) if (stored !== 0) insert(this.table, stored);
  }
}

/** Puts a stored key (a key plus one) into the first free slot from its hash. */
function insert(table: Float64Array, stored: number): void {
  const mask = table.length - 1;
  let slot = slotOf(stored - 1) & mask;
  while (table[slot] !== 0) slot = (slot + 1) & mask;
  table[slot] = stored;
}

/** A slot hash of a key: its low 32 bits mixed (they are a hash already, see hashEnd). */
function slotOf(key: number): number {
  return Math.imul(key >>> 0, 0x9e3779b1) >>> 12;
}
