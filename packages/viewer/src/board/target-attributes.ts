// The attributes that make a drawn part focusable and tappable: a tab stop with its description,
// a button when legal moves are played by tapping it. The element listens once, on its shadow
// root, for clicks and keys on `[data-target]`.
import { nothing, type SVGTemplateResult, svg } from 'lit';
import type { TargetKey } from './move-targets.js';

/** Where a view reads which targets are live and whose view it is. */
export interface ViewContext {
  /** Targets with at least one legal move. */
  live: ReadonlyMap<TargetKey, unknown>;
  /** The seat whose view this is, for "you" in descriptions. */
  you: number | undefined;
  /** What tapping a live target plays, in words (read as its description). */
  plays: (key: TargetKey) => string;
}

/** `role` for a described part: a button when live, else an image with its description. */
export const roleOf = (context: ViewContext, key: TargetKey): string =>
  context.live.has(key) ? 'button' : 'img';

/** `data-target` only when live, so that taps on dead parts do nothing. */
export const targetOf = (context: ViewContext, key: TargetKey): string | typeof nothing =>
  context.live.has(key) ? key : nothing;

/** An SVG part's `<desc>`: what tapping it plays, when it is live. */
export const playsDesc = (
  context: ViewContext,
  key: TargetKey,
): SVGTemplateResult | typeof nothing =>
  context.live.has(key) ? svg`<desc>${context.plays(key)}</desc>` : nothing;
