// The row of buttons of `<antarctica-replay>`: first, previous, play or pause, next, last, the
// speed and the link to the move. The element gives what each one does.
import { html, type TemplateResult } from 'lit';
import type { ReplayController } from './replay-controller.js';
import { ICONS } from './replay-icons.js';

/** The speeds offered, in milliseconds per move. */
export const SPEEDS = [250, 500, 1000, 2000, 4000];

/** What the buttons do, and what they show. */
export interface ControlsHost {
  /** Whether the moves are playing. */
  playing: boolean;
  /** Milliseconds per move. */
  interval: number;
  /** Runs a move made by the person (the element stops autoplay first). */
  step(action: () => void): void;
  /** Plays or pauses. */
  toggle(): void;
  /** Sets the speed. */
  setInterval(ms: number): void;
  /** Copies the link to the move shown. */
  copyLink(): void;
}

/**
 * The buttons. The step buttons are aria-disabled, not disabled, at the ends: a disabled button
 * would drop the focus out of the viewer, and its keys with it.
 */
export function controlsView(replay: ReplayController, host: ControlsHost): TemplateResult {
  const go = (action: () => void) => (event: MouseEvent) => {
    // A pointer press already moved (see holdToRepeat); a click from the keyboard has no detail.
    if (event.detail === 0) host.step(action);
  };
  return html`<div class="controls" part="controls">
    <button type="button" aria-label="First move" aria-disabled=${replay.atStart} @click=${() => host.step(() => replay.first())}>${ICONS.first}</button>
    <button type="button" class="step" data-step="previous" aria-label="Previous move" aria-disabled=${replay.atStart} @click=${go(() => replay.previous())}>${ICONS.previous}</button>
    <button type="button" aria-label=${host.playing ? 'Pause' : 'Play the moves'} aria-pressed=${host.playing} @click=${() => host.toggle()}>${host.playing ? ICONS.pause : ICONS.play}</button>
    <button type="button" class="step" data-step="next" aria-label="Next move" aria-disabled=${replay.atEnd} @click=${go(() => replay.next())}>${ICONS.next}</button>
    <button type="button" aria-label="Last move" aria-disabled=${replay.atEnd} @click=${() => host.step(() => replay.last())}>${ICONS.last}</button>
    <select aria-label="Speed" @change=${(event: Event) => host.setInterval(Number((event.target as HTMLSelectElement).value))}>${SPEEDS.map((ms) => html`<option value=${ms} ?selected=${ms === host.interval}>${ms / 1000} s a move</option>`)}</select>
    <button type="button" @click=${() => host.copyLink()}>Copy link to this move</button>
  </div>`;
}

/**
 * What a key does in the viewer (undefined: nothing): ← → a move, Home End, ↓ into and ↑ out of a
 * variation, N and P the next and previous mistake of `mistakesOf` (of anyone when undefined).
 */
export function keyAction(
  replay: ReplayController,
  key: string,
  mistakesOf?: number,
): (() => void) | undefined {
  switch (key) {
    case 'n':
    case 'N':
      return () => replay.goToMistake(1, mistakesOf);
    case 'p':
    case 'P':
      return () => replay.goToMistake(-1, mistakesOf);
    case 'ArrowLeft':
      return () => replay.previous();
    case 'ArrowRight':
      return () => replay.next();
    case 'Home':
      return () => replay.first();
    case 'End':
      return () => replay.last();
    case 'ArrowDown':
      return () => replay.enter(0);
    case 'ArrowUp':
      return () => replay.leave();
    default:
      return undefined;
  }
}
