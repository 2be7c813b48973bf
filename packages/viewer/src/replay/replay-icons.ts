// The control buttons' icons as inline SVG: the media glyphs (⏮ ⏵ ⏭) have no font on many
// systems and showed as empty boxes. The buttons keep their aria-labels; the icons are hidden.
import { html, type TemplateResult } from 'lit';

const icon = (path: string): TemplateResult =>
  html`<svg class="icon" viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false"><path d=${path} fill="currentColor"></path></svg>`;

/** One icon per control of the replay viewer. */
export const ICONS = {
  first: icon('M3 3h2v10H3zM12 3l1.5 1.5L10 8l3.5 3.5L12 13 7 8z'),
  previous: icon('M10 3l1.5 1.5L8 8l3.5 3.5L10 13 5 8z'),
  play: icon('M4 3v10l9-5z'),
  pause: icon('M4 3h3v10H4zM9 3h3v10H9z'),
  next: icon('M6 3l5 5-5 5-1.5-1.5L8 8 4.5 4.5z'),
  last: icon('M11 3h2v10h-2zM4 3l5 5-5 5-1.5-1.5L6 8 2.5 4.5z'),
} as const;
