import type { ReactiveController, ReactiveControllerHost } from 'lit';

type WakeLock = { release(): Promise<void> };

/**
 * Keeps the screen awake while `wanted()` says so (a game open on the table): asks for a screen
 * wake lock, asks again when the page shows again (the browser drops it when the page is
 * hidden), and releases it when no longer wanted or when the host leaves the page.
 */
export class WakeLockController implements ReactiveController {
  #lock: WakeLock | null = null;

  constructor(
    host: ReactiveControllerHost,
    private readonly wanted: () => boolean,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.#onVisibility);
    void this.update();
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.#onVisibility);
    void this.#lock?.release();
    this.#lock = null;
  }

  #onVisibility = () => {
    if (document.visibilityState === 'visible') {
      this.#lock = null;
      void this.update();
    }
  };

  /** Asks for the lock, or releases it, as `wanted()` now says. */
  async update(): Promise<void> {
    const wakeLock = (
      navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLock> } }
    ).wakeLock;
    if (!this.wanted()) {
      await this.#lock?.release();
      this.#lock = null;
      return;
    }
    if (this.#lock !== null || wakeLock === undefined || document.visibilityState !== 'visible')
      return;
    try {
      this.#lock = await wakeLock.request('screen');
    } catch {
      // Not allowed here (no user gesture yet, battery saver): the game goes on without it.
    }
  }
}
