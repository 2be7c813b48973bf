// Scientists a seat moves from its reserve to its supply (recruits, discards, Shipyard Cards,
// research symbols) as the build solver's probe met them (build-probe.ts). The probe places one
// Scientist a card; a Plankton Farm places two, so it leaves one fewer in the supply, and one more
// in its area, where a later recruit of its seat may then take one more from the reserve (and a
// later transfer one fewer, the reserve being one lower). The engine's supply at a build is
// therefore the probe's with the seat's farms replayed over these transfers (supplyAt). And the
// build solver's checks of a seat's Scientists at a build (hasScientists).
import { type GameState, type Move, presence } from '@antarctica-game/engine';
import type { BuildModelView } from './build-model-view.js';
import { BuildSet } from './build-set.js';
import type { BuildVar, Transfer } from './build-vars.js';
import { PLANKTON } from './building-bits.js';

/** Adds to each seat's list the transfers of a move the probe applied (from `before` to `after`). */
export function addTransfers(
  before: GameState,
  after: GameState,
  move: Move,
  area: number,
  at: number,
  out: Transfer[][],
): void {
  before.players.forEach((player, seat) => {
    const taken = player.reserve - (after.players[seat]?.reserve ?? player.reserve);
    if (taken <= 0) return;
    const recruit = move.type === 'recruit' && move.seat === seat && area >= 0;
    out[seat]?.push({
      at,
      area: recruit ? area : -1,
      count: recruit ? presence(before, seat, area) : taken,
      reserve: player.reserve,
    });
  });
}

/** What supplyAt reads of the solver's model. */
export interface SupplyModel {
  readonly builds: readonly { seat: number; area: number; supply: number }[];
  readonly card: Int32Array;
  readonly typeBit: readonly number[];
  readonly single: Uint8Array;
}

/**
 * The engine's supply of build `index`'s seat before it, with the Buildings the builds before it
 * put: the probe's, with each Plankton Farm of the seat (not one that placed one Scientist)
 * taking one more and adding one to its area for the recruits after it. `extra` is scratch space,
 * one number an area.
 */
export function supplyAt(
  model: SupplyModel,
  index: number,
  transfers: readonly Transfer[],
  extra: number[],
): number {
  const build = model.builds[index] as SupplyModel['builds'][number];
  return build.supply + supplyChange(model, build.seat, index, transfers, transfers.length, extra);
}

/**
 * The engine's supply of a seat less the probe's, after the builds before `upTo` and the first
 * `count` of its transfers (see supplyAt).
 */
function supplyChange(
  model: SupplyModel,
  seat: number,
  upTo: number,
  transfers: readonly Transfer[],
  count: number,
  extra: number[],
): number {
  extra.fill(0);
  // The engine's supply and reserve less the probe's.
  let supply = 0;
  let reserve = 0;
  let next = 0;
  for (let other = 0; other <= upTo; other++) {
    for (; next < count && (transfers[next] as Transfer).at <= other; next++) {
      const transfer = transfers[next] as Transfer;
      const probe = transfer.area < 0 ? transfer.count : Math.min(transfer.reserve, transfer.count);
      const engine =
        transfer.area < 0
          ? Math.min(transfer.count, transfer.reserve + reserve)
          : Math.min(transfer.reserve + reserve, transfer.count + (extra[transfer.area] as number));
      supply += engine - probe;
      reserve -= engine - probe;
    }
    if (other === upTo) break;
    const made = model.builds[other] as SupplyModel['builds'][number];
    if (made.seat !== seat || model.single[other] === 1) continue;
    if (model.typeBit[model.card[other] as number] !== PLANKTON) continue;
    supply--;
    extra[made.area] = (extra[made.area] as number) + 1;
  }
  return supply;
}

/**
 * Whether the seat of each move that needs a Scientist in its supply right after build `index`
 * has one, as the engine counts them (see supplyAt): true, or the seat's builds before it that
 * may be Plankton Farms.
 */
export function needsMet(model: BuildModelView, index: number): true | BuildSet {
  for (const need of model.needsAt[index + 1] ?? []) {
    const transfers = model.transfers[need.seat] ?? [];
    const change = supplyChange(
      model,
      need.seat,
      need.at,
      transfers,
      need.transfers,
      model.perArea,
    );
    if (need.supply + change >= 1) continue;
    const out = new BuildSet();
    for (let other = 0; other < need.at; other++) {
      const made = model.builds[other] as BuildVar;
      if (
        made.seat === need.seat &&
        made.known < 0 &&
        ((model.poolTypes[other] as number) & PLANKTON) !== 0
      )
        out.add(other);
    }
    return out;
  }
  return true;
}

/**
 * The Scientists in the supply of build `index`'s seat before it, with each seat's Plankton
 * Farms `planktons` built before it (each took one more than the probe counted; after a recruit,
 * see supplyAt).
 */
export function supplyOf(
  model: BuildModelView,
  index: number,
  planktons: readonly number[],
): number {
  const build = model.builds[index] as BuildVar;
  if (build.recruits === 0) return build.supply - (planktons[build.seat] as number);
  return supplyAt(model, index, model.transfers[build.seat] ?? [], model.perArea);
}

/**
 * Whether the seat has the Scientists for a card of Building `bit`, with `supply` in its supply
 * (see supplyOf) and each seat's Plankton Farms `planktons` built.
 */
export function hasScientists(
  build: BuildVar,
  bit: number,
  planktons: readonly number[],
  supply: number,
): boolean {
  if (bit === PLANKTON && onlyOne(build, planktons, supply)) return true;
  return supply >= (bit === PLANKTON ? 2 : 1);
}

/**
 * Whether a Plankton Farm here may place one Scientist, with each seat's Plankton Farms
 * `planktons` built and `supply` in the seat's supply: the engine's end-game exception (Polish
 * rulebook) when the seat has one Scientist in its supply, every player one left at most, and
 * only Plankton Farms are on top of the piles. The Scientists are known here (the probe's less
 * each seat's farms); the top cards are not, and the engine's replay checks them. Such a farm
 * places no more than the probe counted.
 */
export function onlyOne(build: BuildVar, planktons: readonly number[], supply: number): boolean {
  if (supply !== 1 || build.left - (planktons[build.seat] as number) !== 1) return false;
  return build.seatsLeft.every((left, seat) => left - (planktons[seat] as number) <= 1);
}
