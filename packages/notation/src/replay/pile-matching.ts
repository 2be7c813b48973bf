import {
  BUILDING_TYPES,
  type BuildingType,
  type Deck,
  type GameState,
} from '@antarctica-game/engine';
import type { BodyItem } from '../syntax/record.js';

// Forward checking for the builds from a pile whose cards were not seen (constraint
// propagation, not search): the cards of a pile are a fixed multiset, every later build from it
// takes one of them, and a Building stands at most once in an area. Before a build from an open
// top puts a Building on the board, replay checks that the builds the record still has from that
// pile can each get a card of their own (a matching: each build a Building not standing in its
// area, at most one of each Building per area, no more of a Building than the pile holds or
// pieces of it are left). A
// choice that leaves no such matching fails later whatever comes between, so it is not tried.
// Only necessary conditions are used (Buildings in reach, Scientists and pieces are left to the
// engine): a choice this keeps may still fail, one it drops cannot succeed.

/** A later build of the record: its pile and the area it builds in (-1 when not known). */
interface LaterBuild {
  index: number;
  deck: Deck;
  area: number;
}

const BUILDS = new WeakMap<readonly BodyItem[], LaterBuild[]>();

/** The builds of a move text with the area of each (the area sailed to before it), worked out once. */
function buildsOf(body: readonly BodyItem[]): LaterBuild[] {
  let builds = BUILDS.get(body);
  if (builds !== undefined) return builds;
  builds = [];
  let area = -1;
  for (let index = 0; index < body.length; index++) {
    const item = body[index];
    if (item === undefined || item.kind !== 'move') continue;
    const move = item.move;
    if (move.type === 'sail') area = move.to;
    else if (move.type === 'build') builds.push({ index, deck: move.deck, area });
  }
  BUILDS.set(body, builds);
  return builds;
}

/**
 * Whether the builds from `deck` after body item `after` can each still get a card of `pile`
 * (the cards left once the build at `after` took its own), given the Buildings standing in
 * `state` and the one that build puts in the area of this turn.
 */
export function laterBuildsFit(
  state: GameState,
  body: readonly BodyItem[],
  after: number,
  deck: Deck,
  pile: readonly number[],
  built: BuildingType,
): boolean {
  const cards = state.edition.buildingCards;
  const later: number[] = [];
  const current = state.turn?.to ?? -1;
  let sailed = false;
  for (let index = after + 1; index < body.length && !sailed; index++) {
    const item = body[index];
    if (item?.kind === 'move' && item.move.type === 'sail') sailed = true;
    else if (item?.kind === 'move' && item.move.type === 'build' && item.move.deck === deck)
      later.push(current);
  }
  for (const build of buildsOf(body))
    if (build.deck === deck && build.index > after && sailedBefore(body, after, build.index))
      later.push(build.area);
  if (later.length === 0) return true;
  if (later.length > pile.length) return true; // the record says more than the pile holds: the engine tells
  const count = new Map<BuildingType, number>();
  for (const id of pile) {
    const type = cards[id]?.builds;
    if (type !== undefined) count.set(type, (count.get(type) ?? 0) + 1);
  }
  // No more of a Building than its pieces left (the one just built taken).
  for (const [type, cards] of count) {
    const pieces = (state.buildingSupply[type] ?? 0) - (type === built ? 1 : 0);
    count.set(type, Math.max(0, Math.min(cards, pieces)));
  }
  const types = [...count.keys()];
  const standing = (area: number, type: BuildingType) =>
    area >= 0 &&
    ((area === current && type === built) ||
      ((state.areas[area]?.buildings ?? 0) & (1 << BUILDING_TYPES.indexOf(type))) !== 0);
  return matchAll(later, types, count, standing);
}

/** Whether a sail comes between body items `after` and `index` (the build is in a later turn). */
function sailedBefore(body: readonly BodyItem[], after: number, index: number): boolean {
  for (let at = after + 1; at < index; at++) {
    const item = body[at];
    if (item?.kind === 'move' && item.move.type === 'sail') return true;
  }
  return false;
}

/**
 * Whether every build gets a Building (a maximum flow, exact): a build takes a Building not
 * standing in its area, one of each Building per area (the unknown area -1 excepted), and no
 * more of a Building than `count`. Source -> build (1) -> area's Building (1) -> Building
 * (count) -> sink.
 */
function matchAll(
  areas: readonly number[],
  types: readonly BuildingType[],
  count: ReadonlyMap<BuildingType, number>,
  standing: (area: number, type: BuildingType) => boolean,
): boolean {
  const graph = new FlowGraph();
  const source = graph.node();
  const sink = graph.node();
  const typeNode = new Map<BuildingType, number>();
  for (const type of types) {
    const node = graph.node();
    typeNode.set(type, node);
    graph.edge(node, sink, count.get(type) ?? 0);
  }
  const slots = new Map<string, number>();
  areas.forEach((area) => {
    const build = graph.node();
    graph.edge(source, build, 1);
    for (const type of types) {
      if (standing(area, type)) continue;
      const target = typeNode.get(type) as number;
      if (area < 0) {
        graph.edge(build, target, 1);
        continue;
      }
      const key = `${area}:${type}`;
      let slot = slots.get(key);
      if (slot === undefined) {
        slot = graph.node();
        slots.set(key, slot);
        graph.edge(slot, target, 1);
      }
      graph.edge(build, slot, 1);
    }
  });
  return graph.maxFlow(source, sink) === areas.length;
}

/** A small flow network (adjacency lists of edge indices; edge i and i ^ 1 are a pair). */
class FlowGraph {
  private readonly out: number[][] = [];
  private readonly to: number[] = [];
  private readonly capacity: number[] = [];

  node(): number {
    this.out.push([]);
    return this.out.length - 1;
  }

  edge(from: number, to: number, capacity: number): void {
    (this.out[from] as number[]).push(this.to.length);
    this.to.push(to);
    this.capacity.push(capacity);
    (this.out[to] as number[]).push(this.to.length);
    this.to.push(from);
    this.capacity.push(0);
  }

  /** Augmenting paths, depth first, one unit each (every source edge carries 1). */
  maxFlow(source: number, sink: number): number {
    let flow = 0;
    for (;;) {
      const seen = new Uint8Array(this.out.length);
      if (!this.push(source, sink, seen)) return flow;
      flow++;
    }
  }

  private push(node: number, sink: number, seen: Uint8Array): boolean {
    if (node === sink) return true;
    seen[node] = 1;
    for (const edge of this.out[node] as number[]) {
      const next = this.to[edge] as number;
      if ((this.capacity[edge] as number) <= 0 || seen[next] === 1) continue;
      if (this.push(next, sink, seen)) {
        (this.capacity as number[])[edge] = (this.capacity[edge] as number) - 1;
        (this.capacity as number[])[edge ^ 1] = (this.capacity[edge ^ 1] as number) + 1;
        return true;
      }
    }
    return false;
  }
}
