// The probe of a table record for the build solver (solve-builds.ts): the record's main line
// followed once with the engine's unchecked apply, every Building Card taken as needing nothing
// and placing one Scientist. Almost nothing in a game hangs on WHICH Building Card was built
// (ships, the Sun, turns, a build's research points by pile follow the record's own moves), so
// this one pass gives the solver its variables (the builds) and its constraints (what later
// moves need, the Scientists left at each turn's end).
import {
  applyMoveUnchecked,
  type BuildingType,
  buildingsNeededBy,
  type Deck,
  type Edition,
  type GameState,
  type Move,
  shipAreas as shipAreasOf,
} from '@antarctica-game/engine';
import type { BodyItem, GameRecord } from '../../syntax/record.js';
import { toEngineMove } from '../line/convert-move.js';
import { decidingSeat } from '../line/illegal-move.js';
import type { SetupPlan } from '../line/table-plan.js';
import { unseenShipyardMoves } from '../search/fill-unknowns.js';
import { addTransfers } from './build-scientists.js';
import type { BuildVar, Demand, SupplyNeed, Transfer, TurnEnd } from './build-vars.js';
import { bits } from './building-bits.js';
import { fitsNext, nextMove, withScientist } from './probe-research.js';

/** What the probe learnt of the record. */
export interface Probe {
  /** The builds, in the record's order. */
  builds: BuildVar[];
  /** What ships built, recruits and researches need in their area. */
  demands: Demand[];
  /** Every turn's end (an endTurn or a pass). */
  ends: TurnEnd[];
  /** Every research: before which build, by whom, where. */
  researches: Array<{ at: number; seat: number; area: number }>;
  /** Each seat's Scientists moved from reserve to supply (see build-scientists.ts). */
  transfers: Transfer[][];
  /** The moves that need a Scientist in the supply (see build-scientists.ts). */
  needs: SupplyNeed[];
  /** The state after the last move (the probe's cards in it). */
  final: GameState;
  /** The Sun at the last turn's end (the final scores read it there). */
  sunAtLastEnd: number;
  /** The researches (by number) given one point more (a Plankton Farm of the seat there). */
  boosted: number[];
  /**
   * Where each research (by number) was met, from where the run started: a later run with other
   * boosts resumes there.
   */
  resumes: ProbeResume[];
}

/** The probe's place before a research, to follow the record again from there. */
export interface ProbeResume {
  index: number;
  state: GameState;
  builds: number;
  researches: number;
  counts: Record<Deck, number>;
  recruited: number[];
  moveNumber: number;
  sunAtLastEnd: number;
}

/** Where a probe stopped: the move, and the researches and builds it had met. */
export interface ProbeTrace {
  at: number;
  researches: Probe['researches'];
  builds: BuildVar[];
}

/** The most researches tried as missed boosts (see probeRecord). */
const MISSED_TRIES = 12;

/**
 * The probe of a record (see runProbe). A research whose next move is its turn's end does not
 * show whether a Plankton Farm of its seat gave it a point more; when a later move then does
 * not follow, the earlier researches where that could be (the seat built from the Advanced pile
 * in the area before) are boosted, latest first, one more at a time while the probe gets further.
 * `boosted`: researches (by number) given the point from the start (see solveProblem).
 */
export function probeRecord(
  record: GameRecord,
  initial: GameState,
  plan: SetupPlan,
  boosted: ReadonlySet<number> = new Set(),
): Probe | null {
  const trace: ProbeTrace = { at: -1, researches: [], builds: [] };
  const probe = runProbe(record, initial, plan, { trace, missed: boosted });
  if (probe !== null) return probe;
  const missed = new Set<number>(boosted);
  let tries = 0;
  while (tries < MISSED_TRIES) {
    const reached = trace.at;
    const { researches, builds } = trace;
    let best: { number: number; at: number } | null = null;
    for (let number = researches.length - 1; number >= 0 && tries < MISSED_TRIES; number--) {
      const research = researches[number];
      if (research === undefined || missed.has(number)) continue;
      if (!mayBeBoosted(research, builds)) continue;
      tries++;
      const again: ProbeTrace = { at: -1, researches: [], builds: [] };
      const boosted = new Set([...missed, number]);
      const found = runProbe(record, initial, plan, { missed: boosted, trace: again });
      if (found !== null) return found;
      if (again.at > reached && (best === null || again.at > best.at))
        best = { number, at: again.at };
    }
    if (best === null) return null;
    missed.add(best.number);
    runProbe(record, initial, plan, { missed, trace });
  }
  return null;
}

/** Whether a Plankton Farm may have given a research a point more: its seat built one there before. */
export function mayBeBoosted(research: Probe['researches'][number], builds: readonly BuildVar[]) {
  return builds.some(
    (build, index) =>
      index < research.at &&
      build.seat === research.seat &&
      build.area === research.area &&
      build.deck === 'advanced',
  );
}

/** How a probe runs (see runProbe): all optional. */
export interface ProbeOptions {
  /** The researches (by number) given one point more; none inferred then. Unset: inferred. */
  boosts?: ReadonlySet<number>;
  /** Where to resume (a research an earlier run met). */
  from?: ProbeResume;
  /** Researches boosted besides those inferred (see probeRecord). */
  missed?: ReadonlySet<number>;
  /** Filled with where the run got to. */
  trace?: ProbeTrace;
}

/**
 * Follows the record's main line with the engine's unchecked apply, with any card whose Building
 * the area lacks, every card taken as needing nothing and placing one Scientist.
 */
export function runProbe(
  record: GameRecord,
  initial: GameState,
  plan: SetupPlan,
  options: ProbeOptions = {},
): Probe | null {
  const boosts = options.boosts ?? null;
  const from = options.from ?? null;
  const missed = options.missed ?? null;
  const trace = options.trace ?? null;
  const body = record.body;
  const real = initial.edition;
  const probeEdition: Edition = {
    ...real,
    buildingCards: real.buildingCards.map((card) => ({ ...card, requires: [], scientists: 1 })),
  };
  let state: GameState = from?.state ?? { ...initial, edition: probeEdition };
  // (Resumed, the builds and researches before are counted, not listed: only the last state and
  // the Sun are read of such a run.)
  const builds: BuildVar[] = [];
  builds.length = from?.builds ?? 0;
  const demands: Demand[] = [];
  const ends: TurnEnd[] = [];
  const researches: Probe['researches'] = [];
  researches.length = from?.researches ?? 0;
  let sunAtLastEnd = from?.sunAtLastEnd ?? state.sun;
  const recruited = from?.recruited.slice() ?? state.players.map(() => 0);
  const boosted: number[] = [];
  const transfers: Transfer[][] = state.players.map(() => []);
  const needs: SupplyNeed[] = [];
  const resumes: ProbeResume[] = [];
  resumes.length = researches.length;
  const counts: Record<Deck, number> = from
    ? { ...from.counts }
    : { basic: 0, double: 0, advanced: 0 };
  let moveNumber = from?.moveNumber ?? 0;
  for (let index = from?.index ?? 0; index < body.length; index++) {
    const item = body[index] as BodyItem;
    if (item.kind !== 'move') continue;
    if (trace !== null) {
      trace.at = index;
      trace.researches = researches;
      trace.builds = builds;
    }
    if (state.phase === 'over') return null;
    if (item.move.type === 'research')
      resumes.push({
        index,
        state,
        builds: builds.length,
        researches: researches.length,
        counts: { ...counts },
        recruited: recruited.slice(),
        moveNumber,
        sunAtLastEnd,
      });
    const seat = item.seat ?? decidingSeat(state);
    const written = item.move;
    let move: Move;
    if (
      (written.type === 'drawDraftCards' &&
        (written.cards === null || written.cards.includes(null))) ||
      ((written.type === 'takeShipyardCard' || written.type === 'draftPick') &&
        written.card === null)
    ) {
      // (As replay fills it first: the probe's runs and the replay's agree.)
      const first = unseenShipyardMoves(state, body, index + 1, seat, written).moves[0];
      if (first === undefined) return null;
      move = first;
    } else {
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
      const shipAreas = shipAreasOf(state, seat);
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
        left: (state.players[seat]?.supply ?? 0) + (state.players[seat]?.reserve ?? 0),
        seatsLeft: state.players.map((player) => player.supply + player.reserve),
        probeCard: -1,
        recruits: recruited[seat] ?? 0,
      };
      // The probe's top card: the one given, one the record states, or any whose Building the
      // area lacks.
      const pile = state.piles[deck].slice();
      let top = known;
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
    } else {
      // A ship built, a recruit, research: one of the Buildings the engine says it needs there.
      const needed = buildingsNeededBy(real, move);
      if (needed.length > 0)
        demands.push({ at: builds.length, area, mask: bits(needed), seat: -1 });
      if (move.type === 'recruit') recruited[seat] = (recruited[seat] ?? 0) + 1;
      else if (move.type === 'research') researches.push({ at: builds.length, seat, area });
    }
    // A turn ends with endTurn, or with a pass that declines an Icebreaker's turn (nothing
    // pending); a pass that declines a track action or a Shipyard Card does not end it.
    const turnEnds =
      move.type === 'endTurn' || (move.type === 'pass' && state.pending.length === 0);
    if (turnEnds) sunAtLastEnd = state.sun;
    const prior = state;
    try {
      const next = nextMove(body, index + 1);
      if (move.type === 'research') {
        // Research points are the seat's ships and Scientists there: a Plankton Farm of the seat
        // in the area adds one, which the probe does not know. The record tells where the
        // research takes the cube to a symbol space: the move after it is the symbol's.
        const number = researches.length - 1;
        let boost = boosts?.has(number) ?? false;
        if (boosts === null && missed?.has(number) === true) {
          demands.push({ at: builds.length, area, mask: bits(['planktonFarm']), seat });
          boost = true;
        } else if (boosts === null && next !== null && next.type !== 'endTurn') {
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
      } else state = applyMoveUnchecked(state, move);
    } catch {
      // A move the probe's state cannot take (a draft that the game here does not hold).
      return null;
    }
    if (move.type === 'playPlaceScientist')
      needs.push({
        at: builds.length,
        seat,
        transfers: transfers[seat]?.length ?? 0,
        supply: prior.players[seat]?.supply ?? 0,
      });
    addTransfers(prior, state, move, area, builds.length, transfers);
    if (move.type === 'research') continue;
    if (turnEnds)
      ends.push({
        at: builds.length,
        left: state.players.map((player) => player.supply + player.reserve),
        last: false,
      });
  }
  return {
    builds,
    demands,
    ends,
    researches,
    transfers,
    needs,
    final: state,
    sunAtLastEnd,
    boosted,
    resumes,
  };
}
