import {
  currentDecision,
  DECKS,
  DEFAULT_EDITION,
  type Decision,
  type Deck,
  type Edition,
  type GameState,
  legalMoves,
  type Move,
  newGame,
  type ShipyardCard,
  type TableSetup,
  tryApplyMove,
} from '@antarctica-game/engine';
import { applyEntry, type BrokenEntry, type RecordEntry, refusal } from './apply-entry.js';
import { revealChoices } from './pile-reveal.js';
import { RecordError } from './record-error.js';
import { recordOf } from './record-text.js';
import { fillTableStart, type TableStart, UNSEEN, type UnseenStart } from './table-start.js';
import { showUnseenCard, type UnseenSearch, unseenCardsShown } from './unseen-cards.js';

export type { BrokenEntry, RecordEntry } from './apply-entry.js';

/**
 * A table game as it is recorded: the set-up as seen, and one entry per move, each checked by
 * the engine when it is entered (nothing illegal is ever kept). The engine needs a whole game,
 * so what was not seen is filled with something the box still has; the record writes it `?`.
 * A card that turns up on a pile is put there when the recorder names it: only a pile's top is
 * ever seen, so the order of the cards under it is free.
 */
export class TableRecording {
  #setup: TableSetup;
  readonly #start: TableStart;
  readonly #unseen: UnseenStart;
  readonly #edition: Edition;
  #entries: RecordEntry[] = [];
  #state: GameState;
  /** Entries that an edit made illegal, in order: the first waits to be fixed or dropped. */
  #waiting: BrokenEntry[] = [];

  private constructor(start: TableStart, edition: Edition) {
    const filled = fillTableStart(start, edition);
    this.#start = start;
    this.#setup = filled.setup;
    this.#unseen = filled.unseen;
    this.#edition = edition;
    this.#state = this.#firstState();
  }

  /**
   * Starts recording a table game from its set-up.
   *
   * @throws {@link RecordError} `invalid-start` when the set-up cannot be the box's.
   */
  static start(start: TableStart, edition: Edition = DEFAULT_EDITION): TableRecording {
    return new TableRecording(start, edition);
  }

  /** The set-up as the recorder saw it. */
  get start(): TableStart {
    return this.#start;
  }

  /** Which set-up entries were not seen. */
  get unseenStart(): UnseenStart {
    return this.#unseen;
  }

  /** The engine's set-up (with every `?` filled) that the entries replay from. */
  get setup(): TableSetup {
    return this.#setup;
  }

  /** The game now. */
  get state(): GameState {
    return this.#state;
  }

  /** Whose decision it is now, and what about. */
  get decision(): Decision {
    return currentDecision(this.#state);
  }

  /** The entries so far. */
  get entries(): readonly RecordEntry[] {
    return this.#entries;
  }

  /** Entries an edit made illegal, waiting: a move played now goes before them ({@link play}); the first can be taken back ({@link takeBackFirstWaiting}), all dropped ({@link dropWaiting}). */
  get waiting(): readonly BrokenEntry[] {
    return this.#waiting;
  }

  /** The game as it stood before entry `index` (`entries.length`: now), replayed. */
  stateBefore(index: number): GameState {
    if (!Number.isInteger(index) || index < 0 || index > this.#entries.length)
      throw new RecordError('no-such-entry', `there is no entry ${index}`);
    return index === this.#entries.length
      ? this.#state
      : this.#replay(this.#entries.slice(0, index)).state;
  }

  /**
   * The legal moves now. While entries wait after an edit, a move played now goes before them
   * (a forgotten move), and they are checked again after it ({@link play}).
   */
  legalMoves(): Move[] {
    return legalMoves(this.#state);
  }

  /**
   * The pile a build takes its card from, when cards stay under it (one turns up): else null.
   * `at` is the state the move is played in (now, unless an entry is being edited).
   */
  turnsUp(move: Move, at: GameState = this.#state): Deck | null {
    if (move.type !== 'build') return null;
    return at.piles[move.deck].length > 1 ? move.deck : null;
  }

  /**
   * The cards that may turn up on a pile once its top is taken (in the game now, or in `at`, a
   * state before an entry being edited): one per kind, with the count.
   */
  revealChoices(deck: Deck, at: GameState = this.#state): Array<{ id: number; left: number }> {
    const taken = { ...at, piles: { ...at.piles, [deck]: at.piles[deck].slice(0, -1) } };
    return revealChoices(this.#setup, taken, deck);
  }

  /**
   * The piles whose top card turned up unseen: the last build from each wrote `?`. The table sees
   * that card face up (the engine goes on with a stand-in); {@link nameUnseenTop} names it.
   */
  unseenTops(): Deck[] {
    if (this.#waiting.length > 0) return [];
    return DECKS.filter((deck) => this.#lastBuildFrom(deck)?.entry.reveal === UNSEEN);
  }

  /** The cards that may be on top of a pile now (its top among them): one per kind, with the count. */
  topChoices(deck: Deck): Array<{ id: number; left: number }> {
    return revealChoices(this.#setup, this.#state, deck);
  }

  /**
   * Names the card on top of `deck`, which turned up unseen ({@link unseenTops}): the build that
   * turned it up writes that card from now on, as if it had been named then, and every entry
   * after it is checked again, as in {@link edit}.
   *
   * @throws {@link RecordError} `no-such-entry` when that pile's top did not turn up unseen;
   * `impossible-card` when no card like it can be there (nothing changed).
   */
  nameUnseenTop(deck: Deck, id: number): readonly BrokenEntry[] {
    const last = this.#waiting.length > 0 ? undefined : this.#lastBuildFrom(deck);
    if (last === undefined || last.entry.reveal !== UNSEEN)
      throw new RecordError('no-such-entry', `the top of the ${deck} pile did not turn up unseen`);
    return this.edit(last.index, { ...last.entry, reveal: id });
  }

  /** The last entry that built from `deck` (the one that turned up its top), if any. */
  #lastBuildFrom(deck: Deck): { entry: RecordEntry; index: number } | undefined {
    for (let index = this.#entries.length - 1; index >= 0; index--) {
      const entry = this.#entries[index] as RecordEntry;
      if (entry.move.type === 'build' && entry.move.deck === deck) return { entry, index };
    }
    return undefined;
  }

  /** The state before each entry, then the state now: one replay. */
  history(): GameState[] {
    const states = [this.#firstState()];
    for (const entry of this.#entries) {
      const result = tryApplyMove(states[states.length - 1] as GameState, entry.move);
      if (!result.ok) throw new Error(`a kept entry no longer replays: ${result.error.message}`);
      states.push(result.state);
    }
    return states;
  }

  /**
   * Records a move: applied if the engine allows it, refused with nothing changed if not. While
   * entries wait after an edit, the move goes before them and they are checked again: those
   * that fit now are kept, from the first that does not they still wait.
   *
   * @throws {@link RecordError} `illegal-move` or `impossible-card`.
   */
  play(entry: RecordEntry): readonly BrokenEntry[] {
    const next = applyEntry(this.#setup, this.#state, entry);
    this.#setup = next.setup;
    this.#state = next.state;
    this.#entries.push(next.entry);
    const waiting = this.#waiting.map((broken) => broken.entry);
    this.#waiting = [];
    this.#resume(waiting);
    return this.#waiting;
  }

  /**
   * Puts a forgotten move before entry `index` (`entries.length`: after the last) and checks
   * every entry after it again, in one change: those that still fit are kept; from the first
   * that does not, the rest wait in {@link waiting}, as after {@link edit}.
   *
   * @throws {@link RecordError} `no-such-entry`, or the move's own refusal (nothing changed).
   */
  insert(index: number, entry: RecordEntry): readonly BrokenEntry[] {
    if (!Number.isInteger(index) || index < 0 || index > this.#entries.length)
      throw new RecordError('no-such-entry', `there is no entry ${index}`);
    return this.#rewrite(index, entry, index);
  }

  /** Takes the last entry back (the waiting ones first); returns it, or undefined if none. */
  undo(): RecordEntry | undefined {
    const waiting = this.#waiting.pop();
    if (waiting !== undefined) return waiting.entry;
    const last = this.#entries.pop();
    if (last !== undefined) this.#state = this.#replay(this.#entries).state;
    return last;
  }

  /**
   * Takes back the first entry waiting after an edit (the one that no longer fits); the others
   * are checked again, since they may fit without it. Returns it, or undefined if none waits.
   */
  takeBackFirstWaiting(): RecordEntry | undefined {
    const [first, ...rest] = this.#waiting;
    if (first === undefined) return undefined;
    this.#waiting = [];
    this.#resume(rest.map((broken) => broken.entry));
    return first.entry;
  }

  /**
   * Replaces entry `index` and checks every entry after it again. Those that stay legal are
   * kept; from the first that does not, the rest wait in {@link waiting} for the recorder.
   *
   * @throws {@link RecordError} `no-such-entry`, or the new entry's own refusal (nothing changed).
   */
  edit(index: number, entry: RecordEntry): readonly BrokenEntry[] {
    if (!Number.isInteger(index) || index < 0 || index >= this.#entries.length)
      throw new RecordError('no-such-entry', `there is no entry ${index}`);
    return this.#rewrite(index, entry, index + 1);
  }

  /**
   * Plays `entry` after the first `index` entries, then the entries from `from` on and those
   * waiting, keeping each that fits (one change: a refusal of `entry` changes nothing).
   */
  #rewrite(index: number, entry: RecordEntry, from: number): readonly BrokenEntry[] {
    const before = this.#replay(this.#entries.slice(0, index));
    const changed = applyEntry(before.setup, before.state, entry);
    const rest = [...this.#entries.slice(from), ...this.#waiting.map((broken) => broken.entry)];
    this.#entries = [...this.#entries.slice(0, index), changed.entry];
    this.#setup = changed.setup;
    this.#state = changed.state;
    this.#waiting = [];
    this.#resume(rest);
    return this.#waiting;
  }

  /**
   * The Shipyard Cards the player deciding now may in fact have (to play, or to pick from the
   * draft) though the engine did not give them that card: cards drawn, picked or taken unseen
   * may have been these. Empty when nothing was unseen.
   */
  unseenChoices(): ShipyardCard[] {
    const decision = this.decision;
    if (decision.kind === 'gameOver' || this.#waiting.length > 0) return [];
    return unseenCardsShown(this.#unseenSearch(), decision.seat);
  }

  /**
   * Shows that the player deciding now has `card` (one of {@link unseenChoices}): the unseen
   * entries are chosen again behind the scenes so that they gave it, every later entry still
   * legal (they are checked again). The record still writes `?` for them.
   *
   * @throws {@link RecordError} `impossible-card` when no unseen entry can have given it.
   */
  showUnseen(card: ShipyardCard): void {
    const decision = this.decision;
    const entries =
      decision.kind === 'gameOver' || this.#waiting.length > 0
        ? null
        : showUnseenCard(this.#unseenSearch(), decision.seat, card);
    if (entries === null)
      throw new RecordError(
        'impossible-card',
        `no card drawn, picked or taken unseen can have been ${card} for this player`,
      );
    this.#entries = entries;
    this.#state = this.#replay(entries).state;
  }

  /**
   * Puts back the entries that waited when the recording was saved, after the kept ones are
   * played again: those that fit are played; from the first that does not, they wait again.
   */
  resume(entries: readonly RecordEntry[]): readonly BrokenEntry[] {
    if (this.#waiting.length > 0)
      throw new RecordError('illegal-move', 'an edited entry waits to be fixed first');
    this.#resume([...entries]);
    return this.#waiting;
  }

  /** Drops the entries waiting after an edit. */
  dropWaiting(): void {
    this.#waiting = [];
  }

  #resume(entries: RecordEntry[]): void {
    for (const [at, entry] of entries.entries()) {
      try {
        const next = applyEntry(this.#setup, this.#state, entry);
        this.#setup = next.setup;
        this.#state = next.state;
        this.#entries.push(next.entry);
      } catch (error) {
        this.#waiting = entries.slice(at).map((waiting, offset) => ({
          entry: waiting,
          ...(offset === 0
            ? refusal(error)
            : { message: 'after an entry that waits', code: 'after-waiting' as const }),
        }));
        return;
      }
    }
  }

  #firstState(setup: TableSetup = this.#setup): GameState {
    return newGame({
      players: this.#start.players,
      setup,
      edition: this.#edition,
      shipPlacement: this.#start.shipPlacement ?? 'firstGame',
      ...(this.#start.rules === undefined ? {} : { rules: this.#start.rules }),
    });
  }

  /** What choosing the unseen entries again works from (see `unseen-cards.ts`). */
  #unseenSearch(): UnseenSearch {
    return {
      record: recordOf(this),
      state: this.#state,
      entries: this.#entries,
      replay: (entries) => {
        try {
          return this.#replay(entries).state;
        } catch {
          return null;
        }
      },
    };
  }

  #replay(entries: readonly RecordEntry[]): { setup: TableSetup; state: GameState } {
    let state = this.#firstState();
    for (const entry of entries) {
      const result = tryApplyMove(state, entry.move);
      if (!result.ok) throw new Error(`a kept entry no longer replays: ${result.error.message}`);
      state = result.state;
    }
    return { setup: this.#setup, state };
  }
}
