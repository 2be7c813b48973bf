import type { ReactiveController, ReactiveElement } from 'lit';

/**
 * Keeps the ring of areas at the top of the screen while the page scrolls only where it takes a
 * third of the screen at most: measured, not guessed from a media query, because a media query
 * in rem follows the browser's default font size, not a root font size doubled by the system's
 * large text (the ring then covered half a phone's screen). Sets the host's `sticky-ring`
 * attribute, which the ring's styles read.
 */
export class StickyRingController implements ReactiveController {
  #observer: ResizeObserver | undefined;
  #observed: Element | null = null;

  constructor(
    private readonly host: ReactiveElement,
    private readonly ring: () => Element | null,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('resize', this.#check);
  }

  hostUpdated(): void {
    const ring = this.ring();
    if (ring === this.#observed) return;
    this.#observer ??= new ResizeObserver(this.#check);
    if (this.#observed !== null) this.#observer.unobserve(this.#observed);
    this.#observed = ring;
    if (ring !== null) this.#observer.observe(ring);
    this.#check();
  }

  hostDisconnected(): void {
    window.removeEventListener('resize', this.#check);
    this.#observer?.disconnect();
    this.#observer = undefined;
    this.#observed = null;
  }

  #check = (): void => {
    const height = this.#observed?.getBoundingClientRect().height ?? 0;
    this.host.toggleAttribute('sticky-ring', height > 0 && height * 3 <= window.innerHeight);
  };
}
