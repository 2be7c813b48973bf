import {
  currentDecision,
  DECKS,
  type Deck,
  EngineError,
  finalScores,
  type GameState,
  legalMoves,
  type Move,
  newGameWithEvents,
  tryApplyMove,
} from '@antarctica-game/engine';
import type { ScoreResult } from '@antarctica-game/scoring';
import { type ReadOptions, type RecordSettings, readHeader } from '../header/read-header.js';
import { buildingCardName, buildingCardRefOf } from '../syntax/card-names.js';
import { writeMoveToken } from '../syntax/move-token.js';
import type { NotationError, NotationErrorCode } from '../syntax/notation-error.js';
import {
  type BodyItem,
  type GameRecord,
  type MoveItem,
  positionOf,
  type SourcePosition,
} from '../syntax/record.js';
import { BUILDING_CODES, seatLetter } from '../syntax/vocabulary.js';
import { engineMoveText, toEngineMove } from './convert-move.js';
import { describeSetup, planTableSetup, type SetupPlan } from './table-plan.js';

/** Options of {@link replayRecord}. */
export interface ReplayOptions extends ReadOptions {
  /**
   * The most engine moves tried in all while filling the record's `?`s (default 200,000). Past
   * it, replay stops with `search-limit`.
   */
  searchLimit?: number;
}

/** What replaying a record gives. */
export interface ReplayResult {
  /** True when the record replayed without error (warnings allowed). */
  ok: boolean;
  /** Every error, and the warnings (`undetermined`), header problems first. */
  errors: NotationError[];
  /** How the header says the game was set up. */
  settings: RecordSettings;
  /** Every state: the start, then one after each move (up to the first error). */
  states: GameState[];
  /** The engine moves played, chance outcomes stated by the record included. */
  moves: Move[];
  /** For each move, the index in `record.body` of the token it came from. */
  moveItems: number[];
  /** The final scores once the game is over; null if the record stops before. */
  scores: ScoreResult | null;
}

interface Trail {
  state: GameState;
  move: Move | null;
  item: number;
  prev: Trail | null;
}

interface Node {
  state: GameState;
  /** Next body item. */
  index: number;
  /** The Sun's visits so far. */
  visit: number;
  /** Record moves since the current turn started. */
  movesInTurn: number;
  /** Builds from each pile so far (Basic, Double, Advanced). */
  builds: readonly number[];
  /** Index of the last move item applied, or -1. */
  lastMove: number;
  moveNumber: number;
  /** The next pile whose first top card is to be checked (3 once all are). */
  opening: number;
  /** The final scores, once computed at the end. */
  scores?: ScoreResult;
  trail: Trail;
}

type Failure = {
  kind: 'fail';
  ok: false;
  error: NotationError;
  reach: number;
  node: Node | null;
  fatal?: boolean;
};
type Outcome = { ok: true; node: Node } | Failure;

interface Choice {
  /** What is chosen, in the notation, for the warning. */
  label: string;
  node: Node;
}

interface ChoiceStep {
  kind: 'choose';
  options: Choice[];
  at: SourcePosition | undefined;
  what: string;
  item: number;
  /** The warnings to give when several options fit (default: one naming them all). */
  explain?: (fits: Choice[]) => NotationError[];
}

type Step = { kind: 'next'; node: Node } | ChoiceStep | { kind: 'done'; node: Node } | Failure;

/**
 * Plays a record through the engine: from its seed, or from the table setup it states, move by
 * move. Gives every state, the moves, the final scores, and every problem: the first illegal
 * move with its position, number, the engine's code and the legal moves there in the notation.
 * A `?` is filled from what happens later where only one card fits; otherwise a warning
 * (`undetermined`) says where the record leaves it open. Never throws.
 */
export function replayRecord(record: GameRecord, options: ReplayOptions = {}): ReplayResult {
  const { settings, errors } = readHeader(record.header, options);
  const result: ReplayResult = {
    ok: false,
    errors,
    settings,
    states: [],
    moves: [],
    moveItems: [],
    scores: null,
  };
  if (errors.length > 0) return result;
  try {
    return new Replay(record, settings, options, result).run();
  } catch (error) {
    // The engine refuses options it cannot start a game from; anything else would be a bug.
    if (!(error instanceof EngineError)) throw error;
    result.errors.push({
      code: 'setup-contradiction',
      severity: 'error',
      message: error instanceof Error ? error.message : String(error),
      expected: [],
      ...firstTagPosition(record),
    });
    return result;
  }
}

function firstTagPosition(record: GameRecord): Partial<SourcePosition> {
  const at = positionOf(record.header.find((item) => item.kind === 'tag'));
  return at === undefined ? {} : { ...at };
}

class Replay {
  private budget: number;
  private readonly warnings: NotationError[] = [];
  private readonly body: readonly BodyItem[];
  private plan: SetupPlan | null = null;
  /** Whether an unfinished record's stop inside a turn was noted already. */
  private noted = false;

  constructor(
    private readonly record: GameRecord,
    private readonly settings: RecordSettings,
    options: ReplayOptions,
    private readonly result: ReplayResult,
  ) {
    this.body = record.body;
    this.budget = options.searchLimit ?? 200_000;
  }

  run(): ReplayResult {
    const start = this.start();
    let outcome: Outcome;
    if ('errors' in start) {
      this.result.errors.push(...start.errors);
      return this.result;
    }
    if (start.kind === 'next') outcome = this.walk(start.node, true);
    else if (start.kind === 'choose') outcome = this.choose(start, true, null);
    else if (start.kind === 'fail') outcome = start;
    else outcome = { ok: true, node: start.node };
    const node = outcome.node;
    if (node !== null) this.collect(node);
    if (!outcome.ok) this.result.errors.push(outcome.error);
    this.result.errors.push(...this.warnings);
    if (outcome.ok && outcome.node.state.phase === 'over')
      this.result.scores = outcome.node.scores ?? finalScores(outcome.node.state);
    this.result.ok = this.result.errors.every((error) => error.severity !== 'error');
    return this.result;
  }

  private collect(node: Node): void {
    // The trail runs from the last state back to the first: count it, then fill from the end.
    let count = 0;
    let played = 0;
    for (let trail: Trail | null = node.trail; trail !== null; trail = trail.prev) {
      count++;
      if (trail.move !== null) played++;
    }
    const states = new Array<GameState>(count);
    const moves = new Array<Move>(played);
    const moveItems = new Array<number>(played);
    for (let trail: Trail | null = node.trail; trail !== null; trail = trail.prev) {
      states[--count] = trail.state;
      if (trail.move !== null) {
        played--;
        moves[played] = trail.move;
        moveItems[played] = trail.item;
      }
    }
    // Collected once, at the end of the replay, into the still empty lists.
    this.result.states = states;
    this.result.moves = moves;
    this.result.moveItems = moveItems;
  }

  private options() {
    const settings = this.settings;
    return {
      players: settings.players,
      ...(settings.edition === null ? {} : { edition: settings.edition }),
      rules: settings.rules,
      shipPlacement: settings.shipPlacement,
    };
  }

  private startNode(
    state: GameState,
    events: ReadonlyArray<{ type: string }>,
    opening: number,
  ): Node {
    return {
      state,
      index: 0,
      visit: events.filter((event) => event.type === 'sunMoved').length,
      movesInTurn: 0,
      builds: [0, 0, 0],
      lastMove: -1,
      moveNumber: 0,
      opening,
      trail: { state, move: null, item: -1, prev: null },
    };
  }

  /** The game at its start: from the seed, or each way to fill a table record's setup. */
  private start(): Step | { errors: NotationError[] } {
    const settings = this.settings;
    if (settings.edition === null) return { errors: [] };
    const options = this.options();
    if (settings.seed !== undefined) {
      const { state, events } = newGameWithEvents({ ...options, seed: settings.seed });
      const problems = this.compareSeededSetup(state);
      if (problems.length > 0) return { errors: problems };
      return { kind: 'next', node: this.startNode(state, events, DECKS.length) };
    }
    const hasStart = this.record.header.some(
      (item) => item.kind === 'tag' && item.name === 'Start',
    );
    if (settings.table === undefined || !hasStart)
      return {
        errors: [
          {
            code: 'missing-setup',
            severity: 'error',
            message:
              'the record gives neither a [Seed] nor the table setup ([Start], with [Piles], [Resources], [ResourcePile]): it cannot be replayed',
            expected: ['[Seed "..."]', '[Start "..."]'],
            ...firstTagPosition(this.record),
          },
        ],
      };
    const plan = planTableSetup(this.record, settings, settings.edition);
    if (!plan.ok) return { errors: plan.errors };
    this.plan = plan;
    const choices: Array<Choice & { filled: SetupPlan['assignments'][number]['filled'] }> = [];
    let refused: NotationError | null = null;
    for (const assignment of plan.assignments) {
      try {
        const { state, events } = newGameWithEvents({ ...options, setup: assignment.setup });
        choices.push({
          label: assignment.filled.map((entry) => `${entry.slot} ${entry.value}`).join(', '),
          node: this.startNode(state, events, 0),
          filled: assignment.filled,
        });
      } catch (error) {
        refused ??= {
          code: 'setup-contradiction',
          severity: 'error',
          message: error instanceof Error ? error.message : String(error),
          expected: [],
          ...firstTagPosition(this.record),
        };
      }
    }
    if (plan.truncated)
      return {
        errors: [
          {
            code: 'search-limit',
            severity: 'error',
            message: 'the setup tags leave too many ?s open to try every way of filling them',
            expected: [],
            ...firstTagPosition(this.record),
          },
        ],
      };
    if (choices.length === 0) return { errors: refused === null ? [] : [refused] };
    if (choices.length === 1) return { kind: 'next', node: (choices[0] as Choice).node };
    return {
      kind: 'choose',
      options: choices,
      at: undefined,
      what: 'setup',
      item: -1,
      explain: (fits) => {
        // One warning per slot that more than one fitting setup fills differently.
        const first = choices.find((choice) => choice === fits[0]) ?? choices[0];
        const warnings: NotationError[] = [];
        (first?.filled ?? []).forEach((entry, index) => {
          const values = new Set(
            fits.map((fit) => (fit as (typeof choices)[number]).filled[index]?.value ?? ''),
          );
          if (values.size > 1)
            warnings.push({
              code: 'undetermined',
              severity: 'warning',
              message: `the record leaves the ${entry.slot} open: ${[...values].join(', ')} all fit; replayed with ${entry.value}`,
              expected: [...values],
              ...(entry.at ?? {}),
            });
        });
        return warnings;
      },
    };
  }

  private compareSeededSetup(state: GameState): NotationError[] {
    const facts = this.settings.table;
    if (facts === undefined) return [];
    const tags = new Map(
      this.record.header.flatMap((item) =>
        item.kind === 'tag' ? [[item.name, item] as const] : [],
      ),
    );
    const problems: NotationError[] = [];
    const differ = (name: string, message: string) => {
      const at = positionOf(tags.get(name));
      problems.push({
        code: 'setup-contradiction',
        severity: 'error',
        message: `[${name}] contradicts [Seed]: ${message}`,
        expected: [],
        ...(at ?? {}),
      });
    };
    const seen = describeSetup(state);
    const name = (id: number) => buildingCardName(buildingCardRefOf(state.edition, id));
    facts.startingBuildings.forEach((type, area) => {
      const actual = seen.startingBuildings[area];
      if (type !== null && actual !== undefined && type !== actual)
        differ('Start', `area ${area + 1} starts with ${codeOf(actual)}, not ${codeOf(type)}`);
    });
    facts.tops.forEach((card, index) => {
      const top = seen.tops[index] ?? -1;
      if (card !== null && top >= 0 && buildingCardName(card) !== name(top))
        differ(
          'Piles',
          `the ${DECKS[index]} pile starts with ${name(top)}, not ${buildingCardName(card)}`,
        );
    });
    facts.startingResourceCards.forEach((card, seat) => {
      const held = state.players[seat]?.startingBasicCard;
      const grants =
        held === null || held === undefined
          ? []
          : (state.edition.resourceCards[held]?.grants ?? []);
      if (card !== null && card.grants.join() !== grants.join())
        differ('Resources', `player ${seatLetter(seat)} starts with another Basic Resource Card`);
    });
    facts.resourcePile.forEach((card, index) => {
      const id = state.resourcePile[index];
      const grants = id === undefined ? [] : (state.edition.resourceCards[id]?.grants ?? []);
      if (card !== null && card.grants.join() !== grants.join())
        differ('ResourcePile', `card ${index + 1} of the Resource Card Pile is another`);
    });
    return problems;
  }

  /**
   * Walks the record from a node. On the main line (`main`), at each choice every option is
   * tried and more than one that fits gives a warning; elsewhere the first that lets the whole
   * record replay is taken.
   */
  private walk(from: Node, main: boolean): Outcome {
    let node = from;
    for (;;) {
      const step = this.step(node);
      switch (step.kind) {
        case 'next':
          node = step.node;
          continue;
        case 'done':
          return { ok: true, node: step.node };
        case 'choose':
          return this.choose(step, main, node);
        default:
          return step;
      }
    }
  }

  private choose(step: ChoiceStep, main: boolean, before: Node | null): Outcome {
    let furthest: Failure | null = null;
    const fits: Choice[] = [];
    for (const option of step.options) {
      const outcome = this.walk(option.node, false);
      if (outcome.ok) {
        if (!main) return outcome;
        fits.push(option);
        continue;
      }
      if (outcome.fatal) return outcome;
      if (furthest === null || outcome.reach > furthest.reach) furthest = outcome;
    }
    const chosen = fits[0];
    if (chosen === undefined) {
      if (furthest === null)
        return {
          kind: 'fail',
          ok: false,
          reach: -1,
          node: before,
          error: {
            code: 'setup-contradiction',
            severity: 'error',
            message: 'no setup fits',
            expected: [],
            ...(step.at ?? {}),
          },
        };
      return {
        ...furthest,
        error: {
          ...furthest.error,
          message: `${furthest.error.message} (whatever the ${step.what}${describeAt(step.at)} is)`,
        },
      };
    }
    if (fits.length > 1) {
      if (step.explain !== undefined) this.warnings.push(...step.explain(fits));
      else
        this.warnings.push({
          code: 'undetermined',
          severity: 'warning',
          message: `the record leaves the ${step.what} open: ${fits.map((fit) => fit.label).join(', ')} all fit; replayed with ${chosen.label}`,
          expected: fits.map((fit) => fit.label),
          ...(step.at ?? {}),
        });
    }
    return this.walk(chosen.node, true);
  }

  private failure(
    node: Node,
    code: NotationErrorCode,
    message: string,
    item: number,
    extra: Partial<NotationError> = {},
  ): Failure {
    const at = positionOf(this.body[item], this.record);
    return {
      kind: 'fail',
      ok: false,
      reach: item,
      node,
      error: { code, severity: 'error', message, expected: [], ...(at ?? {}), ...extra },
    };
  }

  private step(node: Node): Step {
    if (node.opening < DECKS.length) return this.openingTop(node);
    const item = this.body[node.index];
    if (item === undefined) return this.finish(node);
    // Variations are alternatives to the main line: the main line's replay steps over them.
    if (item.kind === 'comment' || item.kind === 'variation')
      return { kind: 'next', node: { ...node, index: node.index + 1 } };
    if (item.kind === 'turn') return this.turnMarker(node, item);
    return this.move(node, item);
  }

  private turnMarker(node: Node, item: Extract<BodyItem, { kind: 'turn' }>): Step {
    const state = node.state;
    const here = node.index;
    const next: Step = { kind: 'next', node: { ...node, index: here + 1 } };
    if (item.visit === 0) {
      if (node.moveNumber !== 0 || state.phase === 'playing' || state.phase === 'over')
        return this.failure(
          node,
          'turn-mismatch',
          'the setup moves (0.) come before the first turn, in a game that has setup moves',
          here,
          { visit: node.visit },
        );
      return next;
    }
    const turn = state.turn;
    if (state.phase === 'over')
      return this.failure(
        node,
        'turn-mismatch',
        `the game is over: there is no visit ${item.visit}`,
        here,
        { visit: node.visit },
      );
    if (turn === null || node.movesInTurn > 0) {
      const decision = currentDecision(state);
      const waiting =
        'seat' in decision
          ? `player ${seatLetter(decision.seat)} must still decide (${decision.kind})`
          : 'the game waits';
      return this.failure(
        node,
        'turn-mismatch',
        `no new turn starts here: ${waiting}${turn !== null ? '; a turn ends with e' : ''}`,
        here,
        { visit: node.visit, expected: this.legalTexts(state) },
      );
    }
    if (item.visit !== node.visit || (item.seat !== undefined && item.seat !== turn.seat))
      return this.failure(
        node,
        'turn-mismatch',
        `this turn is ${node.visit}.${seatLetter(turn.seat)} (the first ship in line in area ${state.sun + 1} is ${seatLetter(turn.seat)}'s), not ${item.visit}.${item.seat === undefined ? '' : seatLetter(item.seat)}`,
        here,
        { visit: node.visit, expected: [`${node.visit}.${seatLetter(turn.seat)}`] },
      );
    return next;
  }

  private legalTexts(state: GameState): string[] {
    return legalMoves(state).map((move) => engineMoveText(state, move));
  }

  private move(node: Node, item: MoveItem): Step {
    const state = node.state;
    const here = node.index;
    const seat = item.seat ?? decidingSeat(state);
    const written = item.move;
    const number = node.moveNumber + 1;
    const unknown =
      ((written.type === 'takeShipyardCard' || written.type === 'draftPick') &&
        written.card === null) ||
      (written.type === 'drawDraftCards' &&
        (written.cards === null || written.cards.includes(null)));
    if (unknown) {
      const fitting = legalMoves(state).filter(
        (move) => move.type === written.type && move.seat === seat && fitsUnknown(written, move),
      );
      if (fitting.length === 0) return this.illegal(node, item, seat, number);
      if (fitting.length === 1) return this.apply(node, item, fitting[0] as Move);
      const options: Choice[] = [];
      let refused: Step | null = null;
      for (const move of fitting) {
        const applied = this.apply(node, item, move);
        if (applied.kind === 'next')
          options.push({ label: engineMoveText(state, move), node: applied.node });
        else refused ??= applied;
      }
      if (options.length === 0) return refused ?? this.illegal(node, item, seat, number);
      return {
        kind: 'choose',
        options,
        at: positionOf(item, this.record),
        what:
          written.type === 'drawDraftCards' ? 'Shipyard Cards turned up' : 'Shipyard Card taken',
        item: here,
      };
    }
    const converted = toEngineMove(state, seat, written);
    if (!converted.ok)
      return this.failure(
        node,
        converted.code,
        `move ${number} (${writeItem(item)}): ${converted.message}`,
        here,
        {
          moveNumber: number,
          visit: node.visit,
          expected: this.legalTexts(state),
        },
      );
    return this.apply(node, item, converted.move);
  }

  private illegal(node: Node, item: MoveItem, seat: number, number: number): Failure {
    const state = node.state;
    const decision = currentDecision(state);
    const wrongSeat = 'seat' in decision && decision.seat !== seat;
    return this.failure(
      node,
      'illegal-move',
      wrongSeat
        ? `move ${number} (${writeItem(item)}) is illegal: player ${seatLetter(decision.seat)} must decide now (${decision.kind})`
        : `move ${number} (${writeItem(item)}) is illegal: no card fits here`,
      node.index,
      {
        moveNumber: number,
        visit: node.visit,
        engineCode:
          decision.kind === 'gameOver'
            ? 'game-over'
            : wrongSeat
              ? 'not-your-decision'
              : 'not-allowed',
        expected: this.legalTexts(state),
      },
    );
  }

  private apply(node: Node, item: MoveItem, move: Move): Step {
    const number = node.moveNumber + 1;
    if (--this.budget < 0)
      return {
        ...this.failure(
          node,
          'search-limit',
          'too many ways to fill the ?s of this record to try them all',
          node.index,
          {
            moveNumber: number,
          },
        ),
        fatal: true,
      };
    const result = tryApplyMove(node.state, move);
    if (!result.ok)
      return this.failure(
        node,
        'illegal-move',
        `move ${number} (${writeItem(item)}) is illegal: ${reasonOf(result.error)}`,
        node.index,
        {
          moveNumber: number,
          visit: node.visit,
          engineCode: result.error.code,
          expected: this.legalTexts(node.state),
        },
      );
    let visit = node.visit;
    let movesInTurn = node.movesInTurn + 1;
    const events = result.events;
    for (let index = 0; index < events.length; index++) {
      const type = (events[index] as (typeof events)[number]).type;
      if (type === 'sunMoved') visit++;
      else if (type === 'turnStarted') movesInTurn = 0;
    }
    let builds = node.builds;
    if (move.type === 'build') {
      const index = DECKS.indexOf(move.deck);
      const counted = builds.slice();
      counted[index] = (counted[index] ?? 0) + 1;
      builds = counted;
    }
    const next: Node = {
      state: result.state,
      index: node.index + 1,
      visit,
      movesInTurn,
      builds,
      lastMove: node.index,
      moveNumber: number,
      opening: node.opening,
      trail: { state: result.state, move, item: node.index, prev: node.trail },
    };
    if (move.type !== 'build') return { kind: 'next', node: next };
    return this.reveal(next, move.deck, item);
  }

  /** After a build: the card that turns up, checked against the record or chosen for a `?`. */
  private reveal(node: Node, deck: Deck, item: MoveItem): Step {
    const written = item.move.type === 'build' ? item.move.reveal : undefined;
    const state = node.state;
    if (this.plan === null) {
      // Seeded: a card the record names must be the one the seed turns up.
      if (written === undefined || written === null) return { kind: 'next', node };
      const pile = state.piles[deck];
      const top = pile[pile.length - 1];
      const stated = buildingCardName(written);
      const actual =
        top === undefined
          ? 'nothing (the pile is empty)'
          : buildingCardName(buildingCardRefOf(state.edition, top));
      if (stated === actual) return { kind: 'next', node };
      return this.failure(
        node,
        'reveal-mismatch',
        `the card that turns up here is ${actual}, not ${stated}`,
        node.lastMove,
        {
          moveNumber: node.moveNumber,
          visit: node.visit,
          expected: top === undefined ? [] : [actual],
        },
      );
    }
    return this.chooseTop(
      node,
      deck,
      node.builds[DECKS.indexOf(deck)] ?? 0,
      positionOf(item, this.record),
      node.lastMove,
    );
  }

  /** The first top cards of a table game, one pile at a time: chosen where the record says `?`. */
  private openingTop(node: Node): Step {
    const deck = DECKS[node.opening] as Deck;
    const after = { ...node, opening: node.opening + 1 };
    if (this.plan === null) return { kind: 'next', node: after };
    return this.chooseTop(after, deck, 0, this.plan.topsAt, -1);
  }

  /**
   * A table game's pile shows its card at `position` (0 the first top): if the record does not
   * say which, every card that may be there is an option.
   */
  private chooseTop(
    node: Node,
    deck: Deck,
    position: number,
    at: SourcePosition | undefined,
    item: number,
  ): Step {
    const plan = this.plan as SetupPlan;
    const state = node.state;
    const pile = state.piles[deck];
    if (pile.length === 0 || plan.known[deck].has(position)) return { kind: 'next', node };
    const pinned = plan.pinnedAfter(deck, position);
    const candidates = pile.filter((id) => !pinned.has(id));
    if (candidates.length <= 1) return { kind: 'next', node };
    const options: Choice[] = candidates.map((id) => {
      const patched: GameState = {
        ...state,
        piles: { ...state.piles, [deck]: swapToTop(pile, id) },
      };
      return {
        label: buildingCardName(buildingCardRefOf(state.edition, id)),
        node: { ...node, state: patched, trail: { ...node.trail, state: patched } },
      };
    });
    return {
      kind: 'choose',
      options,
      at,
      what:
        position === 0
          ? `top card of the ${deck} pile at the start`
          : `${deck} Building Card that turned up`,
      item,
    };
  }

  private finish(reached: Node): Step {
    let node = reached;
    const state = node.state;
    const settings = this.settings;
    const last = node.lastMove;
    if (state.phase !== 'over') {
      const inSetup =
        state.phase === 'placement' || (state.phase === 'openingCube' && node.moveNumber > 0);
      if (node.movesInTurn > 0 || inSetup) {
        const decision = currentDecision(state);
        const stop = this.failure(
          node,
          'ends-mid-turn',
          `the record stops inside a turn: ${'seat' in decision ? `player ${seatLetter(decision.seat)}` : 'a player'} must still decide (${decision.kind})`,
          last >= 0 ? last : Math.max(0, this.body.length - 1),
          { moveNumber: node.moveNumber, visit: node.visit, expected: this.legalTexts(state) },
        );
        // A game said to be unfinished ([Result "*"]) may stop anywhere: then it is only noted.
        if (settings.result !== null) return stop;
        if (!this.noted) this.warnings.push({ ...stop.error, severity: 'warning' });
        this.noted = true;
        return { kind: 'done', node };
      }
      if (settings.result !== undefined && settings.result !== null)
        return this.tagFailure(
          node,
          'Result',
          'game-not-over',
          `[Result] names a winner, but the record stops before the game ends (after move ${node.moveNumber})`,
        );
      return { kind: 'done', node };
    }
    const scores = finalScores(state);
    node = { ...node, scores };
    if (settings.result !== undefined) {
      const winners = scores.winners
        .map((color) => state.players.findIndex((player) => player.color === color))
        .sort((a, b) => a - b);
      const stated = settings.result;
      if (stated === null || stated.join() !== winners.join())
        return this.tagFailure(
          node,
          'Result',
          'result-mismatch',
          `[Result] says ${stated === null ? '* (not finished)' : stated.map(seatLetter).join(',')}, but the game ends with ${winners.map(seatLetter).join(',')} winning`,
          [winners.map(seatLetter).join(',')],
        );
    }
    if (settings.scores !== undefined) {
      const points = scores.standings.map((standing) => standing.points);
      if (points.join() !== settings.scores.join())
        return this.tagFailure(
          node,
          'Scores',
          'scores-mismatch',
          `[Scores] says ${settings.scores.join(' ')}, but the game ends with ${points.join(' ')}`,
          [points.join(' ')],
        );
    }
    return { kind: 'done', node };
  }

  private tagFailure(
    node: Node,
    name: string,
    code: NotationErrorCode,
    message: string,
    expected: string[] = [],
  ): Failure {
    const at = positionOf(
      this.record.header.find((item) => item.kind === 'tag' && item.name === name),
    );
    return {
      kind: 'fail',
      ok: false,
      reach: this.body.length + 1,
      node,
      error: { code, severity: 'error', message, expected, ...(at ?? {}) },
    };
  }
}

function codeOf(type: string): string {
  return type === '-' ? '-' : ((BUILDING_CODES as Record<string, string>)[type] ?? type);
}

function swapToTop(pile: readonly number[], id: number): number[] {
  const copy = pile.slice();
  const index = copy.indexOf(id);
  const top = copy.length - 1;
  copy[index] = copy[top] as number;
  copy[top] = id;
  return copy;
}

function fitsUnknown(written: MoveItem['move'], move: Move): boolean {
  if (written.type !== 'drawDraftCards' || move.type !== 'drawDraftCards') return true;
  if (written.cards === null) return true;
  if (written.cards.length !== move.cards.length) return false;
  const left = move.cards.slice();
  for (const card of written.cards) {
    if (card === null) continue;
    const index = left.indexOf(card);
    if (index < 0) return false;
    left.splice(index, 1);
  }
  return true;
}

function writeItem(item: MoveItem): string {
  return `${item.seat === undefined ? '' : seatLetter(item.seat)}${writeMoveToken(item.move)}`;
}

function describeAt(at: SourcePosition | undefined): string {
  return at === undefined ? '' : ` at ${at.line}:${at.column}`;
}

/** The seat that must decide now, without building the decision (the replay's hot path). */
function decidingSeat(state: GameState): number {
  const effect = state.pending[0];
  if (effect !== undefined) return effect.seats[0] ?? 0;
  if (state.turn !== null) return state.turn.seat;
  const decision = currentDecision(state);
  return 'seat' in decision ? decision.seat : 0;
}

/** The engine's reason, with seats written as the notation writes them. */
function reasonOf(error: { code: string; reason: string; decision: { kind: string } }): string {
  const decision = error.decision as { kind: string; seat?: number };
  if (error.code === 'not-your-decision' && decision.seat !== undefined)
    return `player ${seatLetter(decision.seat)} must decide now (${decision.kind})`;
  return error.reason;
}
