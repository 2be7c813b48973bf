import {
  applyMoveUnchecked,
  BUILDING_TYPES,
  type BuildingType,
  DECKS,
  type Deck,
  type Edition,
  finalScores,
  type GameState,
  legalMoves,
  type Move,
  SHIPS_PER_SEAT,
} from '@antarctica-game/engine';
import type { RecordSettings } from '../header/read-header.js';
import { buildingCardName, buildingCardRefOf } from '../syntax/card-names.js';
import type { NotationError } from '../syntax/notation-error.js';
import { type BodyItem, type GameRecord, type MoveItem, positionOf } from '../syntax/record.js';
import { toEngineMove } from './convert-move.js';
import { fitsUnknown, holds, picksAfter } from './fill-unknowns.js';
import { decidingSeat } from './illegal-move.js';
import { startReplay } from './replay-start.js';
import type { SetupPlan } from './table-plan.js';

// EXPERIMENT (issue 18, part 6): the Building Cards a table record leaves open (`>?`) filled by
// constraint propagation over an abstract model instead of a search over engine replays.
//
// Almost nothing in a game hangs on WHICH Building Card was built: ships, the Sun, turns and
// the research points of a build (by pile) follow the record's own moves. So the record is first
// followed once with the engine's unchecked apply (a probe, with every card taken as needing
// nothing and placing one Scientist), which gives for each build its seat, area, pile, the
// areas of the seat's ships and the Resource Card standing in; for each ship built, recruit and
// research the Building it needs in its area by then; and at each turn's end how many
// Scientists each player has left when every card placed one. A small solver then gives each
// build a Building (chronologically, with forward checks) and its card (a bipartite matching per
// pile), and the record is replayed once, by the engine, with those cards written in.

/** A build of the record, as the solver sees it. */
interface BuildVar {
  item: number;
  moveNumber: number;
  seat: number;
  area: number;
  deck: Deck;
  /** Its place among the builds from its pile (0: the first top card). */
  position: number;
  /** The card the record states for it, or -1. */
  known: number;
  /** The Building the Resource Card played stands in for (as bits), or -1 with none played. */
  grants: number;
  /** The areas where the seat has ships at the build. */
  shipAreas: number[];
  /** The seat's supply before the build in the probe (one Scientist a card). */
  supply: number;
  /** The card the probe built. */
  probeCard: number;
  /** The seat's recruits before the build (a Plankton Farm's second Scientist recruits one more there). */
  recruits: number;
}

/** A later move that needs one of some Buildings in an area: before build `at` is made. */
interface Demand {
  at: number;
  area: number;
  mask: number;
  /** The seat whose build it must be (a Plankton Farm's second Scientist), or -1: anyone's. */
  seat: number;
}

/** The Scientists each seat has left at a turn's end in the probe, before build `at`. */
interface TurnEnd {
  at: number;
  left: number[];
  last: boolean;
}

export interface SolvedBuilds {
  /** The record with the cards that turned up written in (where a later build takes them). */
  record: GameRecord;
  /** The warnings `undetermined` for the cards written in. */
  warnings: NotationError[];
  /** The items written in, by the record's own item. */
  items: Map<BodyItem, BodyItem>;
  nodes: number;
}

const NODE_LIMIT = 20_000;

interface Probe {
  builds: BuildVar[];
  demands: Demand[];
  ends: TurnEnd[];
  researches: Array<{ at: number; seat: number; area: number }>;
  final: GameState;
  sunAtLastEnd: number;
  /** The researches (by number) given one point more (a Plankton Farm of the seat there). */
  boosted: number[];
}

/**
 * Follows the record's main line with the engine's unchecked apply: with `cards` (one for each
 * build, from the real edition), or else with any card whose Building the area lacks, every card
 * taken as needing nothing and placing one Scientist.
 */
function runProbe(
  record: GameRecord,
  initial: GameState,
  plan: SetupPlan,
  cards: readonly number[] | null,
  boosts: ReadonlySet<number> | null = null,
): Probe | null {
  const body = record.body;
  const real = initial.edition;
  const probeEdition: Edition =
    cards !== null
      ? real
      : {
          ...real,
          buildingCards: real.buildingCards.map((card) => ({
            ...card,
            requires: [],
            scientists: 1,
          })),
        };
  let state: GameState = { ...initial, edition: probeEdition };
  const builds: BuildVar[] = [];
  const demands: Demand[] = [];
  const ends: TurnEnd[] = [];
  const researches: Probe['researches'] = [];
  let sunAtLastEnd = state.sun;
  const recruited = state.players.map(() => 0);
  const boosted: number[] = [];
  const counts: Record<Deck, number> = { basic: 0, double: 0, advanced: 0 };
  let moveNumber = 0;
  for (let index = 0; index < body.length; index++) {
    const item = body[index] as BodyItem;
    if (item.kind !== 'move') continue;
    if (state.phase === 'over') return null;
    const seat = item.seat ?? decidingSeat(state);
    const written = item.move;
    let move: Move;
    if (
      written.type === 'drawDraftCards' &&
      (written.cards === null || written.cards.includes(null))
    ) {
      const picked = picksAfter(body, index + 1);
      const fitting = legalMoves(state).find(
        (legal) =>
          legal.type === 'drawDraftCards' &&
          legal.seat === seat &&
          fitsUnknown(written, legal) &&
          holds(legal.cards, picked),
      );
      if (fitting === undefined) return null;
      move = fitting;
    } else if (
      (written.type === 'takeShipyardCard' || written.type === 'draftPick') &&
      written.card === null
    )
      return null;
    else {
      const converted = toEngineMove(state, seat, written);
      if (!converted.ok) return null;
      move = converted.move;
    }
    moveNumber++;
    const area = state.turn?.to ?? -1;
    if (move.type === 'build') {
      const deck = move.deck;
      const position = counts[deck]++;
      const known = plan.known[deck].get(position) ?? -1;
      const shipAreas: number[] = [];
      for (let ship = seat * SHIPS_PER_SEAT; ship < (seat + 1) * SHIPS_PER_SEAT; ship++) {
        const where = state.ships[ship] ?? -1;
        if (where >= 0 && !shipAreas.includes(where)) shipAreas.push(where);
      }
      const grants =
        move.resourceCard === undefined
          ? -1
          : bits(real.resourceCards[move.resourceCard]?.grants ?? []);
      const build: BuildVar = {
        item: index,
        moveNumber,
        seat,
        area,
        deck,
        position,
        known,
        grants,
        shipAreas,
        supply: state.players[seat]?.supply ?? 0,
        probeCard: -1,
        recruits: recruited[seat] ?? 0,
      };
      // The probe's top card: the one given, one the record states, or any whose Building the
      // area lacks.
      const pile = state.piles[deck].slice();
      let top = cards === null ? known : (cards[builds.length] ?? -1);
      if (top < 0) {
        const pinned = plan.pinnedAfter(deck, position);
        const free = pile.filter((id) => !pinned.has(id));
        const has = state.areas[area]?.buildings ?? 0;
        top =
          free.find((id) => {
            const type = real.buildingCards[id]?.builds as BuildingType;
            return (has & bits([type])) === 0 && (state.buildingSupply[type] ?? 0) > 0;
          }) ??
          free[0] ??
          -1;
      }
      const at = pile.indexOf(top);
      if (at < 0) return null;
      build.probeCard = top;
      builds.push(build);
      pile.splice(at, 1);
      pile.push(top);
      state = { ...state, piles: { ...state.piles, [deck]: pile } };
    } else if (move.type === 'buildShip')
      demands.push({ at: builds.length, area, mask: bits(['shipyard']), seat: -1 });
    else if (move.type === 'recruit') {
      demands.push({ at: builds.length, area, mask: bits(['camp']), seat: -1 });
      recruited[seat] = (recruited[seat] ?? 0) + 1;
    } else if (move.type === 'research') {
      demands.push({
        at: builds.length,
        area,
        mask: bits(real.tracks[move.track]?.centers ?? []),
        seat: -1,
      });
      researches.push({ at: builds.length, seat, area });
    }
    if (move.type === 'endTurn' || move.type === 'pass') sunAtLastEnd = state.sun;
    try {
      const next = nextMove(body, index + 1);
      if (cards === null && move.type === 'research') {
        // Research points are the seat's ships and Scientists there: a Plankton Farm of the seat
        // in the area adds one, which the probe does not know. The record tells where the
        // research takes the cube to a symbol space: the move after it is the symbol's.
        const number = researches.length - 1;
        let boost = boosts?.has(number) ?? false;
        if (boosts === null && next !== null && next.type !== 'endTurn') {
          const plain = applyMoveUnchecked(state, move);
          if (!fitsNext(plain, next)) {
            const added = applyMoveUnchecked(withScientist(state, seat, area, 1), move);
            if (fitsNext(added, next)) {
              demands.push({ at: builds.length, area, mask: bits(['planktonFarm']), seat });
              boost = true;
            }
          }
        }
        if (boost) {
          boosted.push(number);
          state = withScientist(
            applyMoveUnchecked(withScientist(state, seat, area, 1), move),
            seat,
            area,
            -1,
          );
        } else state = applyMoveUnchecked(state, move);
        continue;
      }
      state = applyMoveUnchecked(state, move);
    } catch {
      // A move the probe's state cannot take (a draft that the game here does not hold).
      return null;
    }
    if (move.type === 'endTurn' || move.type === 'pass')
      ends.push({
        at: builds.length,
        left: state.players.map((player) => player.supply + player.reserve),
        last: false,
      });
  }
  return { builds, demands, ends, researches, final: state, sunAtLastEnd, boosted };
}

/** The next move the record writes after `from` in its main line, or null. */
function nextMove(body: readonly BodyItem[], from: number): MoveItem['move'] | null {
  for (let index = from; index < body.length; index++) {
    const item = body[index];
    if (item?.kind === 'move') return item.move;
  }
  return null;
}

/** Whether the state can take a move of the kind the record writes next. */
function fitsNext(state: GameState, next: MoveItem['move']): boolean {
  if (state.phase === 'over') return false;
  return legalMoves(state).some((move) => move.type === next.type);
}

function withScientist(state: GameState, seat: number, area: number, count: number): GameState {
  return {
    ...state,
    areas: state.areas.map((at, index) =>
      index !== area
        ? at
        : {
            ...at,
            scientists: at.scientists.map((value, other) =>
              other === seat ? value + count : value,
            ),
          },
    ),
  };
}

function bits(types: readonly BuildingType[]): number {
  return types.reduce((mask, type) => mask | (1 << BUILDING_TYPES.indexOf(type)), 0);
}

/** The record with its unseen Building Cards filled by the solver, or null (then search). */
export function solveBuilds(record: GameRecord, settings: RecordSettings): SolvedBuilds | null {
  const body = record.body;
  if (
    !body.some(
      (item) => item.kind === 'move' && item.move.type === 'build' && item.move.reveal === null,
    )
  )
    return null;
  // Only a setup the record states in full (the first top cards too): else the search decides,
  // without the cost of laying out the setup twice.
  const table = settings.table;
  if (
    table === undefined ||
    table.tops.includes(null) ||
    table.startingBuildings.includes(null) ||
    table.startingResourceCards.includes(null) ||
    table.resourcePile.includes(null)
  )
    return null;
  const start = startReplay(record, settings);
  if ('errors' in start || start.plan === null || start.step.kind !== 'next') return null;
  const plan = start.plan;
  if (plan.assignments.length !== 1) return null;
  for (const deck of DECKS) if (!plan.known[deck].has(0)) return null;
  const real = start.step.node.state.edition;
  const initial = start.step.node.state;
  const probe = runProbe(record, initial, plan, null);
  if (probe === null) return null;
  const { builds, demands, ends, researches } = probe;
  const state = probe.final;
  const last = ends[ends.length - 1];
  if (last !== undefined) last.last = true;
  // The game must end at the last turn's end: a player places their last Scientist there.
  const mustEnd =
    settings.result !== undefined && settings.result !== null && state.phase !== 'over';
  // The final scores, where the record states them, read from the probe's last state with the
  // solution's cards and Plankton Farms' second Scientists put in.
  const verdicts = new Map<string, boolean>();
  const finals = new Map<string, GameState | null>([
    [probe.boosted.join(), { ...state, sun: probe.sunAtLastEnd }],
  ]);
  const scored =
    (settings.scores !== undefined ||
      (settings.result !== undefined && settings.result !== null)) &&
    (state.phase === 'over' || mustEnd);
  const scoresHold = !scored
    ? () => true
    : (cards: readonly number[]) => {
        // The researches a Plankton Farm of the seat gives a point more: the record followed
        // again with those (once for each set of them), its last state read as below.
        const boosts = researches.flatMap((research, number) =>
          builds.some(
            (build, index) =>
              index < research.at &&
              build.seat === research.seat &&
              build.area === research.area &&
              real.buildingCards[cards[index] as number]?.builds === 'planktonFarm',
          )
            ? [number]
            : [],
        );
        const key = boosts.join();
        // What of the cards the scores read: each seat's asterisks, its Plankton Farms by area.
        let feature = key;
        builds.forEach((build, index) => {
          const data = real.buildingCards[cards[index] as number];
          if (data?.asterisk) feature += `|a${build.seat}`;
          else if (data?.builds === 'planktonFarm') feature += `|p${build.seat}.${build.area}`;
        });
        const parts = feature.split('|');
        feature = [parts[0], ...parts.slice(1).sort()].join('|');
        const known = verdicts.get(feature);
        if (known !== undefined) return known;
        const verdict = scoreCards(cards, key, boosts);
        verdicts.set(feature, verdict);
        return verdict;
      };
  function scoreCards(cards: readonly number[], key: string, boosts: number[]): boolean {
    let final = finals.get(key);
    if (final === undefined) {
      const again = runProbe(record, initial, plan, null, new Set(boosts));
      final = again === null ? null : { ...again.final, sun: again.sunAtLastEnd };
      finals.set(key, final);
    }
    if (final === null) return false;
    const taken = new Set(builds.map((build) => build.probeCard));
    const players = final.players.map((player, seat) => ({
      ...player,
      buildingCards: [
        ...player.buildingCards.filter((id) => !taken.has(id)),
        ...builds.flatMap((build, index) => (build.seat === seat ? [cards[index] as number] : [])),
      ],
    }));
    const areas = final.areas.map((area, at) => ({
      ...area,
      buildings: initial.areas[at]?.buildings ?? 0,
      scientists: area.scientists.slice(),
    }));
    builds.forEach((build, index) => {
      const area = areas[build.area];
      if (area !== undefined)
        area.buildings |= bits([
          real.buildingCards[cards[index] as number]?.builds as BuildingType,
        ]);
    });
    builds.forEach((build, index) => {
      if (real.buildingCards[cards[index] as number]?.builds !== 'planktonFarm') return;
      const area = areas[build.area];
      if (area !== undefined) area.scientists[build.seat] = (area.scientists[build.seat] ?? 0) + 1;
    });
    const patched = { ...final, players, areas, edition: real, phase: 'over' as const };
    return scoresOf(patched);
  }
  function scoresOf(patched: GameState): boolean {
    const scores = finalScores(patched);
    if (settings.scores !== undefined) {
      const points = scores.standings.map((standing) => standing.points);
      if (points.join() !== settings.scores.join()) return false;
    }
    if (settings.result !== undefined && settings.result !== null) {
      const winners = scores.winners
        .map((color) => patched.players.findIndex((player) => player.color === color))
        .sort((a, b) => a - b);
      if (winners.join() !== settings.result.join()) return false;
    }
    return true;
  }
  const solver = new Solver(real, initial, plan, builds, demands, ends, mustEnd, scoresHold);
  const solution = solver.solve();
  if (solution === null) return null;

  // The record with the cards written in: each card is the one the build before it turned up.
  const items = new Map<BodyItem, BodyItem>();
  const newBody = body.slice();
  const warnings: NotationError[] = [];
  const previous: Partial<Record<Deck, BuildVar>> = {};
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
    const names = [
      ...new Set(solution.fits(index).map((id) => buildingCardName(buildingCardRefOf(real, id)))),
    ];
    if (names.length > 1)
      warnings.push({
        code: 'undetermined',
        severity: 'warning',
        message: `the record leaves the ${build.deck} Building Card that turned up open: ${names.join(', ')} fit move ${build.moveNumber}; replayed with ${buildingCardName(buildingCardRefOf(real, card))}`,
        expected: names,
        ...(positionOf(original, record) ?? {}),
      });
  });
  const filledRecord: GameRecord = Object.create(record, {
    body: { value: newBody, enumerable: true },
  });
  return { record: filledRecord, warnings, items, nodes: solver.nodes };
}

const PLANKTON = 1 << BUILDING_TYPES.indexOf('planktonFarm');
/** The search gave up (the node limit). */
const ALL = new Set<number>();

class Solver {
  nodes = 0;
  deepest = 0;
  /** How often each check failed (for diagnosis). */
  why = new Map<string, number>();
  private note(what: string): false {
    this.why.set(what, (this.why.get(what) ?? 0) + 1);
    return false;
  }
  private readonly typeBit: number[];
  private readonly requires: number[];
  /** For each build, the cards it may be (its pile's at this player count, none stated elsewhere). */
  private readonly pool: number[][];
  private readonly areaBuildings: number[];
  private readonly supply: number[];
  private readonly planktons: number[];
  /** For each build, the most Plankton Farms its seat may have built once it is made. */
  private readonly most: number[];
  /** The card each build holds (the matching), and the cards of its Building it may hold. */
  private readonly holder = new Map<number, number>();
  private readonly card: number[];
  private readonly domain: number[][];
  private readonly deckBits: Record<Deck, number>;
  private readonly extra: number[];

  constructor(
    edition: Edition,
    initial: GameState,
    plan: { known: Record<Deck, Map<number, number>> },
    private readonly builds: BuildVar[],
    private readonly demands: Demand[],
    private readonly ends: TurnEnd[],
    private readonly mustEnd: boolean,
    private readonly scoresHold: (cards: readonly number[]) => boolean,
  ) {
    const cards = edition.buildingCards;
    this.typeBit = cards.map((card) => 1 << BUILDING_TYPES.indexOf(card.builds));
    this.requires = cards.map((card) =>
      card.requires.reduce((mask, type) => mask | (1 << BUILDING_TYPES.indexOf(type)), 0),
    );
    const count = initial.players.length;
    this.deckBits = { basic: 0, double: 0, advanced: 0 };
    cards.forEach((card, id) => {
      if (card.minPlayers <= count) this.deckBits[card.deck] |= this.typeBit[id] as number;
    });
    this.pool = builds.map((build) => {
      if (build.known >= 0) return [build.known];
      const stated = new Set(plan.known[build.deck].values());
      return cards.flatMap((card, id) =>
        card.deck === build.deck && card.minPlayers <= count && !stated.has(id) ? [id] : [],
      );
    });
    this.areaBuildings = initial.areas.map((area) => area.buildings);
    this.extra = initial.areas.map(() => 0);
    this.supply = BUILDING_TYPES.map((type) => initial.buildingSupply[type] ?? 0);
    this.planktons = initial.players.map(() => 0);
    this.card = builds.map(() => -1);
    this.domain = builds.map(() => []);
    // Upper bounds on each seat's Plankton Farms (each places one Scientist more than the probe
    // counted): at every turn's end a Scientist left (none needed at the last), and at every
    // later build of the seat one in supply.
    this.most = builds.map((build, index) => {
      let most = Number.POSITIVE_INFINITY;
      for (const end of ends)
        if (end.at > index) most = Math.min(most, (end.left[build.seat] ?? 0) - (end.last ? 0 : 1));
      for (let later = index + 1; later < builds.length; later++) {
        const other = builds[later] as BuildVar;
        // (Exact only while the seat has not recruited: see recruits.)
        if (other.seat === build.seat && other.recruits === 0)
          most = Math.min(most, other.supply - 1);
      }
      return most;
    });
  }

  solve(): { cards: number[]; fits(index: number): number[] } | null {
    if (this.search(0) !== true) return null;
    const cards = this.card.slice();
    return { cards, fits: (index) => this.alternatives(index) };
  }

  /**
   * The cards that fit build `index` where the solution makes it (any Building, as the search
   * names them): each free, or held by another build of the pile that can take another card of
   * its own Building.
   */
  private alternatives(index: number): number[] {
    const fits = this.fitting(
      index,
      this.areaBefore[index] as number[],
      this.plankBefore[index] as number[],
      this.supplyBefore[index] as number[],
    );
    return fits.filter((id) => {
      const held = this.holder.get(id);
      // (A card a later build takes is still in the pile here, as the search sees it.)
      if (held === undefined || held >= index) return true;
      const visited = new Set<number>([id]);
      const free = (taker: number): boolean => {
        for (const other of this.domain[taker] as number[]) {
          if (visited.has(other)) continue;
          visited.add(other);
          const next = this.holder.get(other);
          if (next === undefined || next >= index || free(next)) return true;
        }
        return false;
      };
      return free(held);
    });
  }

  private readonly areaBefore: number[][] = [];
  private readonly plankBefore: number[][] = [];
  private readonly supplyBefore: number[][] = [];

  /** The cards of build `index`'s pool whose requirements are met, as the engine reads them. */
  private fitting(
    index: number,
    areas: readonly number[],
    planktons: readonly number[],
    supply: readonly number[],
  ): number[] {
    const build = this.builds[index] as BuildVar;
    let access = 0;
    for (const area of build.shipAreas) access |= areas[area] as number;
    const here = areas[build.area] as number;
    const out: number[] = [];
    for (const id of this.pool[index] as number[]) {
      const bit = this.typeBit[id] as number;
      if ((here & bit) !== 0) continue;
      if ((supply[31 - Math.clz32(bit)] as number) <= 0) continue;
      const scientists = bit === PLANKTON ? 2 : 1;
      const farms = planktons[build.seat] as number;
      if (build.supply - (build.recruits > 0 ? 0 : farms) < scientists) continue;
      const lacking = (this.requires[id] as number) & ~access;
      if (
        build.grants < 0
          ? lacking !== 0
          : lacking === 0 || (lacking & (lacking - 1)) !== 0 || (lacking & build.grants) === 0
      )
        continue;
      out.push(id);
    }
    return out;
  }

  /**
   * Gives builds `index` on a Building each, or the earlier builds whose Buildings made it fail
   * (a conflict set: the search jumps back to the latest of them, skipping those in between,
   * whose other Buildings cannot help).
   */
  private search(index: number): true | Set<number> {
    if (++this.nodes > NODE_LIMIT) return ALL;
    if (index > this.deepest) this.deepest = index;
    if (index === this.builds.length) {
      if (!this.endHolds()) return this.advancedUpTo(index - 1, -1);
      if (this.scoresHold(this.card)) return true;
      this.note('scores');
      return this.scoring(index - 1);
    }
    const build = this.builds[index] as BuildVar;
    this.areaBefore[index] = this.areaBuildings.slice();
    this.plankBefore[index] = this.planktons.slice();
    this.supplyBefore[index] = this.supply.slice();
    const fits = this.fitting(index, this.areaBuildings, this.planktons, this.supply);
    const byType = new Map<number, number[]>();
    for (const id of fits) {
      const bit = this.typeBit[id] as number;
      const list = byType.get(bit);
      if (list === undefined) byType.set(bit, [id]);
      else list.push(id);
    }
    const order = [...byType.keys()];
    const wanted = this.wantedIn(build.area, index);
    // Value order: a Building a later move needs here first, then the pile's order. (Ordering
    // next by how many cards of later builds reaching this area require a Building was tried:
    // fewer nodes on some records, many more on others.)
    order.sort((a, b) => Number((wanted & b) !== 0) - Number((wanted & a) !== 0));
    // What limits this build's choices: the Buildings where it is made and where its seat's
    // ships are, its pile's cards, its seat's Plankton Farms.
    const conflict = new Set<number>();
    for (const bit of order) {
      const domain = byType.get(bit) as number[];
      const saved = new Map(this.holder);
      const savedCards = this.card.slice();
      if (!this.augment(index, domain)) continue;
      this.domain[index] = domain;
      const type = 31 - Math.clz32(bit);
      const before = this.areaBuildings[build.area] as number;
      this.areaBuildings[build.area] = before | bit;
      this.supply[type] = (this.supply[type] as number) - 1;
      if (bit === PLANKTON) this.planktons[build.seat] = (this.planktons[build.seat] as number) + 1;
      let outcome = this.consistent(index);
      if (outcome === true) outcome = this.search(index + 1);
      if (outcome === true) return true;
      if (outcome === ALL) return ALL;
      if (bit === PLANKTON) this.planktons[build.seat] = (this.planktons[build.seat] as number) - 1;
      this.supply[type] = (this.supply[type] as number) + 1;
      this.areaBuildings[build.area] = before;
      this.holder.clear();
      for (const [key, value] of saved) this.holder.set(key, value);
      savedCards.forEach((card, at) => {
        this.card[at] = card;
      });
      // Jump back past this build when its Building did not matter.
      if (!outcome.has(index)) {
        this.card[index] = -1;
        return outcome;
      }
      for (const other of outcome) if (other !== index) conflict.add(other);
    }
    this.card[index] = -1;
    for (const reason of this.reaching(index, build, index - 1)) conflict.add(reason);
    return conflict;
  }

  /** The builds up to `upTo` that decide what build `build` may be: see {@link search}. */
  private reaching(index: number, build: BuildVar, upTo: number): Set<number> {
    const out = new Set<number>();
    for (let other = 0; other <= upTo; other++) {
      if (other === index) continue;
      const made = this.builds[other] as BuildVar;
      if (made.known >= 0) continue;
      if (
        made.area === build.area ||
        build.shipAreas.includes(made.area) ||
        made.deck === build.deck ||
        (made.seat === build.seat && made.deck === 'advanced')
      )
        out.add(other);
    }
    return out;
  }

  /** The builds up to `upTo` in the areas that build `index` reads (where it is, where its ships are). */
  private reachingAreas(index: number, build: BuildVar, upTo: number): Set<number> {
    const out = new Set<number>();
    for (let other = 0; other <= upTo; other++) {
      const made = this.builds[other] as BuildVar;
      if (other === index || made.known >= 0) continue;
      // Those in the areas, and those that took the last piece of a Building.
      const type = 31 - Math.clz32(this.typeBit[this.card[other] as number] as number);
      if (
        made.area === build.area ||
        build.shipAreas.includes(made.area) ||
        this.supply[type] === 0
      )
        out.add(other);
    }
    return out;
  }

  /** The builds up to `upTo` from the Advanced pile (of `seat`, or of all at -1): Plankton Farms or not. */
  private advancedUpTo(upTo: number, seat: number): Set<number> {
    const out = new Set<number>();
    for (let other = 0; other <= upTo; other++) {
      const made = this.builds[other] as BuildVar;
      if (made.known < 0 && made.deck === 'advanced' && (seat < 0 || made.seat === seat))
        out.add(other);
    }
    return out;
  }

  /** The builds up to `upTo` whose Building changes the final scores (an asterisk, Scientists). */
  private scoring(upTo: number): Set<number> {
    const out = new Set<number>();
    for (let other = 0; other <= upTo; other++) {
      const made = this.builds[other] as BuildVar;
      if (made.known < 0 && made.deck !== 'basic') out.add(other);
    }
    return out;
  }

  /** The builds up to `upTo` in `area`. */
  private inArea(upTo: number, area: number): Set<number> {
    const out = new Set<number>();
    for (let other = 0; other <= upTo; other++) {
      const made = this.builds[other] as BuildVar;
      if (made.known < 0 && made.area === area) out.add(other);
    }
    return out;
  }

  /** The Buildings a later move needs in `area` that it lacks (the soonest first is enough). */
  private wantedIn(area: number, index: number): number {
    let wanted = 0;
    const has = this.areaBuildings[area] as number;
    for (const demand of this.demands)
      if (
        demand.area === area &&
        demand.at > index &&
        (demand.mask & has) === 0 &&
        (demand.seat < 0 || demand.seat === this.builds[index]?.seat)
      )
        wanted |= demand.mask;
    return wanted;
  }

  /** Build `index` takes a card of `domain`: a free one, or one another build of its pile gives up. */
  private augment(index: number, domain: readonly number[]): boolean {
    const visited = new Set<number>();
    const tryCards = (options: readonly number[], taker: number): boolean => {
      for (const id of options) {
        if (visited.has(id)) continue;
        visited.add(id);
        const held = this.holder.get(id);
        if (held === undefined || tryCards(this.domain[held] as number[], held)) {
          this.holder.set(id, taker);
          this.card[taker] = id;
          return true;
        }
      }
      return false;
    };
    return tryCards(domain, index);
  }

  /** Forward checks after build `index`: true, or the conflict set of the check that fails. */
  private consistent(index: number): true | Set<number> {
    const build = this.builds[index] as BuildVar;
    // Plankton Farms: no seat runs out of Scientists before the record ends.
    if ((this.planktons[build.seat] as number) > (this.most[index] as number)) {
      this.note('most');
      return this.advancedUpTo(index, build.seat);
    }
    for (let seat = 0; seat < this.planktons.length; seat++) {
      for (const end of this.ends) {
        if (end.at !== index + 1) continue;
        const left = (end.left[seat] as number) - (this.planktons[seat] as number);
        if (left < 0 || (left === 0 && !end.last)) {
          this.note('end');
          return this.advancedUpTo(index, seat);
        }
      }
    }
    // What each later build may still put on the board, at best (see possibleTypes).
    const possible = this.possibleTypes(index);
    // Demands: a build left in the area before each that may still put one of the Buildings
    // needed there.
    for (const demand of this.demands) {
      if (demand.at <= index) continue;
      if (this.satisfied(demand, index)) continue;
      let left = false;
      for (let later = index + 1; later < demand.at && !left; later++) {
        const other = this.builds[later] as BuildVar;
        if (demand.seat >= 0 && other.seat !== demand.seat) continue;
        if (other.area === demand.area && ((possible[later] as number) & demand.mask) !== 0)
          left = true;
      }
      if (!left) {
        this.note('demand');
        const conflict = this.inArea(index, demand.area);
        for (let later = index + 1; later < demand.at; later++) {
          const other = this.builds[later] as BuildVar;
          if (other.area === demand.area)
            for (const reason of this.reachingAreas(later, other, index)) conflict.add(reason);
        }
        return conflict;
      }
    }
    // Later builds: some card may still fit, at best.
    for (let later = index + 1; later < this.builds.length; later++)
      if (possible[later] === 0) {
        this.note('mayFit');
        return this.reachingAreas(later, this.builds[later] as BuildVar, index);
      }
    if (this.mustEnd && !this.endReachable(index)) {
      this.note('endReach');
      return this.advancedUpTo(index, -1);
    }
    return true;
  }

  /** Whether the builds up to `index` meet a demand. */
  private satisfied(demand: Demand, index: number): boolean {
    if ((demand.mask & (this.areaBuildings[demand.area] as number)) === 0) return false;
    if (demand.seat < 0) return true;
    for (let other = 0; other <= index && other < demand.at; other++) {
      const made = this.builds[other] as BuildVar;
      if (
        made.area === demand.area &&
        made.seat === demand.seat &&
        ((this.typeBit[this.card[other] as number] as number) & demand.mask) !== 0
      )
        return true;
    }
    return false;
  }

  /**
   * For each build after `index`, the Buildings it may still put on the board, at best: those of
   * its pool's cards whose requirements the Buildings it may reach then meet, counting for each
   * build in between every Building it may itself put (so an upper bound).
   */
  private possibleTypes(index: number): number[] {
    const possible: number[] = [];
    const extra = this.extra;
    extra.fill(0);
    const areas = this.areaBuildings;
    for (let later = index + 1; later < this.builds.length; later++) {
      const build = this.builds[later] as BuildVar;
      let access = 0;
      for (const area of build.shipAreas)
        access |= (areas[area] as number) | (extra[area] as number);
      const here = areas[build.area] as number;
      let mask = 0;
      for (const id of this.pool[later] as number[]) {
        const bit = this.typeBit[id] as number;
        if (((here | mask) & bit) !== 0) continue;
        // (The cards other builds take are left out.)
        if ((this.supply[31 - Math.clz32(bit)] as number) <= 0) continue;
        const lacking = (this.requires[id] as number) & ~access;
        // With a Resource Card, one Building out of reach, the one it stands in for (the access
        // counted here may be more than the build will have: none lacking may be one then).
        if (
          build.grants < 0
            ? lacking === 0
            : (lacking & (lacking - 1)) === 0 && (lacking & ~build.grants) === 0
        )
          mask |= bit;
      }
      possible[later] = mask;
      extra[build.area] = (extra[build.area] as number) | mask;
    }
    return possible;
  }

  /** Whether some seat may still place its last Scientist at the last turn's end. */
  private endReachable(index: number): boolean {
    const last = this.ends[this.ends.length - 1];
    if (last === undefined) return true;
    for (let seat = 0; seat < this.planktons.length; seat++) {
      let may = this.planktons[seat] as number;
      for (let later = index + 1; later < this.builds.length && later < last.at; later++) {
        const other = this.builds[later] as BuildVar;
        if (
          other.seat === seat &&
          other.deck === 'advanced' &&
          (other.known < 0 || this.typeBit[other.known] === PLANKTON)
        )
          may++;
      }
      if (may >= (last.left[seat] as number)) return true;
    }
    return false;
  }

  private endHolds(): boolean {
    if (!this.mustEnd) return true;
    const last = this.ends[this.ends.length - 1];
    if (last === undefined) return true;
    return this.planktons.some((count, seat) => count === last.left[seat]);
  }
}
