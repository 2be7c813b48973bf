// <antarctica-play>: pick the seats, then play a whole game against the bots on the board.
// Only Lit and the seat picker load with the page; the engine, the board and the bots' worker
// come with the first game (or the saved one), the notation with the first download.
import { html, LitElement, nothing } from 'lit';
import type { GameController } from './app/game-controller.js';
import type { GameStore } from './app/game-store.js';
import { playStyles } from './play-styles.js';
import { DEFAULT_SEATS, seatPicker } from './seat-picker.js';
import type { SeatSpec } from './session/seats.js';
import type { WorkerBotRunner } from './worker/worker-runner.js';

/** The localStorage key the record is handed to the replay page under (see app/replay-page.ts). */
const RECORD_KEY = 'antarctica-play:replay';

/** The performance mark set when the element is first usable (the seat picker or the game). */
const READY_MARK = 'antarctica-play:interactive';

type GameModule = typeof import('./app/game-module.js');

/**
 * Where the page is: picking seats, loading the game code (or failing to), playing, facing a
 * damaged save, or stopped because another tab or window changed the saved game.
 */
type Phase = 'picker' | 'loading' | 'unloaded' | 'playing' | 'damaged' | 'elsewhere';

/**
 * Play a game of Antarctica against the bots (or at one device with friends): a seat picker
 * for 2 to 4 seats (a person, the heuristic bot, or MCTS with a thinking time per move), then the
 * game on `<antarctica-board>`, saved in `localStorage` after every move, with undo within a
 * turn, the record as `.agn` and a link to the replay viewer. Bots think in a Web Worker.
 *
 * @tagname antarctica-play
 * @csspart status - The line saying whose decision it is.
 * @csspart board - The board.
 */
export class AntarcticaPlay extends LitElement {
  /** The element's styles. */
  static override styles = playStyles;

  /** The reactive properties. */
  static override properties = {
    storageKey: { attribute: 'storage-key' },
    replayUrl: { attribute: 'replay-url' },
    botPause: { attribute: 'bot-pause', type: Number },
  };

  /** The `localStorage` key of the saved game (default `antarctica-play:game`); empty: not saved. */
  declare storageKey: string;
  /** The replay page the record opens in (default `./replay.html`); empty: no such button. */
  declare replayUrl: string;
  /** A pause before each bot move, in ms, so that a person sees the moves go by (default 400). */
  declare botPause: number;

  #phase: Phase = 'picker';
  #seats: SeatSpec[] = [...DEFAULT_SEATS];
  #damaged: { message: string; text: string } | null = null;
  /** Why the game code could not be loaded, and what to try again. */
  #unloaded: { message: string; retry: () => void } | null = null;
  #module: GameModule | null = null;
  #controller: GameController | null = null;
  #runner: WorkerBotRunner | null = null;
  #store: GameStore | null = null;
  /** The analysed record of the game over, once a person had it analysed. */
  #analysed: string | null = null;

  constructor() {
    super();
    this.storageKey = 'antarctica-play:game';
    this.replayUrl = './replay.html';
    this.botPause = 400;
  }

  /** The game's controller once a game is loaded (for tests and embedders), else null. */
  get controller(): GameController | null {
    return this.#controller;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('storage', this.#storage);
    const saved = this.storageKey === '' ? null : localStorage.getItem(this.storageKey);
    if (saved !== null) void this.#resume(saved);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('storage', this.#storage);
    this.#controller?.stop();
    this.#runner?.stop();
    this.#runner = null;
    this.#controller = null;
    if (this.#phase === 'playing') this.#setPhase('picker');
  }

  /** Marks, once, when the page first shows something a person can use (the first-load bench). */
  protected override updated(): void {
    if (this.#phase !== 'loading' && performance.getEntriesByName(READY_MARK).length === 0)
      performance.mark(READY_MARK);
  }

  #setPhase(phase: Phase): void {
    this.#phase = phase;
    this.requestUpdate();
  }

  /**
   * Another tab or window saved (or cleared) the game played here: this one stops, its bots too,
   * and says so, so that two pages never overwrite each other's moves without a word. The person
   * may take the game up here again (the other page then stops in turn, at its next move).
   */
  #storage = (event: StorageEvent) => {
    if (this.storageKey === '' || event.storageArea !== localStorage) return;
    if (event.key !== this.storageKey && event.key !== null) return;
    if (this.#phase !== 'playing') return;
    this.#controller?.stop();
    this.#setPhase('elsewhere');
  };

  /** Goes on here with the game as saved now (by this page or another). */
  async #takeUp(): Promise<void> {
    const saved = localStorage.getItem(this.storageKey);
    if (saved === null) {
      this.#setPhase('picker');
      return;
    }
    await this.#resume(saved);
    if (this.#phase === 'playing') await this.#focusGame();
  }

  /**
   * Loads the game code and makes the controller (once). Null when the code cannot be loaded
   * (offline, or a new version of the page): the page says so and offers `retry`.
   */
  async #load(retry: () => void): Promise<GameController | null> {
    if (this.#controller !== null) return this.#controller;
    this.#setPhase('loading');
    let module: GameModule;
    try {
      module = await import('./app/game-module.js');
    } catch (error) {
      this.#unloaded = { message: (error as Error).message, retry };
      this.#setPhase('unloaded');
      return null;
    }
    this.#module = module;
    this.#runner = module.workerBotRunner();
    this.#store =
      this.storageKey === '' ? module.memoryGameStore() : module.localGameStore(this.storageKey);
    this.#controller = new module.GameController({
      runner: this.#runner.run,
      store: this.#store,
      botPause: this.botPause,
      onChange: () => this.requestUpdate(),
    });
    return this.#controller;
  }

  async #resume(text: string): Promise<void> {
    const controller = await this.#load(() => void this.#resume(text));
    if (controller === null) return;
    try {
      this.#analysed = null;
      controller.restore(text);
      this.#setPhase('playing');
    } catch (error) {
      // Left in storage as it was: only the person's choice below replaces it.
      this.#damaged = { message: (error as Error).message, text };
      this.#setPhase('damaged');
    }
  }

  async #start(): Promise<void> {
    const controller = await this.#load(() => void this.#start());
    if (controller === null) return;
    const seed = crypto.getRandomValues(new Uint32Array(1))[0] as number;
    this.#analysed = null;
    controller.start(this.#seats, seed);
    this.#setPhase('playing');
    await this.#focusGame();
  }

  /**
   * Puts the focus on the game's heading once drawn: the button pressed to get there is gone,
   * and the focus would fall to the page, sending a keyboard user back to its top.
   */
  async #focusGame(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus();
  }

  #discardDamaged(): void {
    this.#store?.clear();
    this.#damaged = null;
    this.#setPhase('picker');
  }

  async #download(): Promise<void> {
    const text = await this.#recordText();
    if (text === null) return;
    const { recordFileName } = await import('./session/record-export.js');
    this.#saveFile(recordFileName(), text, 'text/plain');
  }

  async #openReplay(): Promise<void> {
    const text = this.#analysed ?? (await this.#recordText());
    if (text === null) return;
    localStorage.setItem(RECORD_KEY, text);
    window.open(this.replayUrl, '_blank');
  }

  async #recordText(): Promise<string | null> {
    const session = this.#controller?.session;
    if (!session) return null;
    const { recordText } = await import('./session/record-export.js');
    return recordText(session);
  }

  #saveFile(name: string, text: string, type: string): void {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type }));
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }

  protected override render() {
    switch (this.#phase) {
      case 'picker':
        return html`<h2>New game</h2>${
          // New game leaves the game in progress saved until another starts: a way back to it.
          this.storageKey !== '' && this.#controller?.session
            ? html`<div class="toolbar"><button type="button" @click=${() => void this.#takeUp()}>Back to the game</button></div>`
            : nothing
        }${seatPicker(this.#seats, {
          change: (seats) => {
            this.#seats = seats;
            this.requestUpdate();
          },
          start: () => void this.#start(),
        })}`;
      case 'loading':
        return html`<p class="status" part="status" role="status">Loading the game…</p>`;
      case 'unloaded':
        return html`<div class="problem" role="alert">
            <p>The game could not be loaded: ${this.#unloaded?.message}</p>
            <p>Check the connection and try again (a saved game is kept).</p>
          </div>
          <div class="toolbar">
            <button type="button" @click=${() => this.#unloaded?.retry()}>Try again</button>
          </div>`;
      case 'elsewhere':
        return html`<p class="status" part="status" role="status">This game was changed in another tab or window, so it stopped here.</p>
          <div class="toolbar">
            <button type="button" @click=${() => void this.#takeUp()}>Go on with the game here</button>
          </div>`;
      case 'damaged':
        return html`<div class="problem" role="alert">
            <p>${this.#damaged?.message}</p>
            <p>The saved game is kept as it is until you choose below.</p>
          </div>
          <div class="toolbar">
            <button type="button" @click=${() => this.#saveFile('antarctica-damaged-save.json', this.#damaged?.text ?? '', 'application/json')}>Download the damaged save</button>
            <button type="button" @click=${() => this.#discardDamaged()}>Discard it and set up a new game</button>
          </div>`;
      case 'playing': {
        const controller = this.#controller;
        if (controller === null || this.#module === null) return nothing;
        return this.#module.gameScreen(
          controller,
          {
            move: (move) => controller.humanMove(move),
            undo: () => {
              this.#analysed = null;
              controller.undo();
            },
            download: () => void this.#download(),
            openReplay: () => void this.#openReplay(),
            newGame: () => {
              controller.stop();
              this.#setPhase('picker');
            },
            recordText: async () => (await this.#recordText()) ?? '',
            analysed: (text) => {
              this.#analysed = text;
              this.requestUpdate();
            },
          },
          this.replayUrl !== '',
          this.#analysed,
        );
      }
    }
  }
}
