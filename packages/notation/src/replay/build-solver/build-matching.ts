// A forward check of the build solver (build-model.ts): every build of a pile takes a card of its
// own, so the builds still to come from a pile need as many cards left that each may take. When
// a record builds from a pile nearly as often as it holds cards, the last builds get the cards
// the others left, and a choice that leaves them none is cut here, at once, not at those builds.
// A bipartite matching: the builds made so far hold a card of their Building (any of them: this
// is a relaxation), the builds to come one of the cards they may still take at best (of the
// Buildings a need forces on them, see build-demands.ts).
import { DECKS, type Deck } from '@antarctica-game/engine';
import { laterReasons } from './build-conflicts.js';
import type { BuildModelView } from './build-model-view.js';
import { BuildSet } from './build-set.js';

/**
 * The matching of each pile's cards to its builds, with its scratch space: one for each model
 * (BuildModel.pileMatch), refilled on every node rather than made anew.
 */
export class PileMatch {
  /** The build holding each card (-1: none), the marks of the cards seen. */
  private readonly holderOf: Int32Array;
  private readonly seen: Int32Array;
  private mark = 0;
  /**
   * The builds the last search for a card went through: the first `visits` (a count kept apart,
   * as setting an array's length on every search cost more than the search).
   */
  private readonly visited: number[] = [];
  private visits = 0;

  /** @param cards - The edition's Building Cards (ids run from 0). */
  constructor(cards: number) {
    this.holderOf = new Int32Array(cards);
    this.seen = new Int32Array(cards);
  }

  /** True when each pile's later builds may each still get a card; else the builds that decide it. */
  check(model: BuildModelView, index: number): true | BuildSet {
    for (const deck of DECKS)
      if (!this.deckMatches(model, index, deck)) return this.decidedBy(model, index);
    return true;
  }

  private deckMatches(model: BuildModelView, index: number, deck: Deck): boolean {
    const open = model.openBuilds[deck];
    // (None to come: nothing to match.)
    if (open.length === 0 || (open[open.length - 1] as number) <= index) return true;
    const holderOf = this.holderOf;
    holderOf.fill(-1);
    for (const build of open) if (build <= index) holderOf[model.card[build] as number] = build;
    // Each build to come back on the card it had in the last matching found, where it still may:
    // a node changes few builds' candidates, so few builds need a search for a card.
    const matched = model.matched;
    for (const build of open) {
      if (build <= index) continue;
      const id = matched[build] as number;
      if (id >= 0 && holderOf[id] === -1 && fits(model, build, id)) holderOf[id] = build;
      else matched[build] = -1;
    }
    for (const build of open) {
      if (build <= index || matched[build] !== -1) continue;
      this.mark++;
      this.visits = 0;
      if (!this.take(model, index, build)) return false;
    }
    return true;
  }

  /**
   * Gives `build` a card, moving others where it must: a build made may hold any card of its
   * Building, a build to come any of its candidates.
   */
  private take(model: BuildModelView, index: number, build: number): boolean {
    this.visited[this.visits++] = build;
    const later = build > index;
    const options = later
      ? (model.candidates[build] as Int32Array)
      : (model.sameBuilding[model.card[build] as number] as number[]);
    const count = later ? (model.candidateCount[build] as number) : options.length;
    const forced = later ? (model.forced[build] as number) : 0;
    const { seen, holderOf, mark } = this;
    for (let at = 0; at < count; at++) {
      const id = options[at] as number;
      if (seen[id] === mark) continue;
      if (forced !== 0 && ((model.typeBit[id] as number) & forced) === 0) continue;
      seen[id] = mark;
      const held = holderOf[id] as number;
      if (held < 0 || this.take(model, index, held)) {
        holderOf[id] = build;
        if (later) model.matched[build] = id;
        return true;
      }
    }
    return false;
  }

  /**
   * The builds up to `index` a failed matching depends on: the builds its last search went
   * through compete for fewer cards than they are (Hall's condition). Of those, the builds made
   * (their Buildings), and what keeps the builds to come from the other cards (see
   * laterReasons), with the needs behind a Building forced on them.
   */
  private decidedBy(model: BuildModelView, index: number): BuildSet {
    const out = new BuildSet();
    let forced = false;
    for (let at = 0; at < this.visits; at++) {
      const build = this.visited[at] as number;
      if (build <= index) out.add(build);
      else {
        laterReasons(model, index, build, -1, out);
        if ((model.forced[build] as number) !== 0) forced = true;
      }
    }
    if (forced) out.addAll(model.demandMatch.decidedBy(model, index));
    return out;
  }
}

/** Whether a build to come may take card `id` now: a candidate, of the Buildings forced on it. */
function fits(model: BuildModelView, build: number, id: number): boolean {
  if ((model.candidateMark[build] as Int32Array)[id] !== model.candidateReads[build]) return false;
  const forced = model.forced[build] as number;
  return forced === 0 || ((model.typeBit[id] as number) & forced) !== 0;
}
