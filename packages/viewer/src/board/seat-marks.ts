// Each colour has a shape as well (red circle, blue square, green triangle, yellow diamond), so
// pieces are told apart without seeing colour. Fill and stroke come from CSS classes `c-<color>`
// (custom properties, so a theme can change them). The shapes are fixed templates placed by one
// `transform`, so a redraw sets one attribute per piece instead of one per coordinate.
import { type SVGTemplateResult, svg } from 'lit';

/** The marks at half-size 5, centred on the origin. */
const MARKS: Record<string, SVGTemplateResult> = {
  red: svg`<circle class="mark c-red" r="5"></circle>`,
  blue: svg`<rect class="mark c-blue" x="-4.25" y="-4.25" width="8.5" height="8.5"></rect>`,
  green: svg`<path class="mark c-green" d="M0 -5L5 4H-5Z"></path>`,
  yellow: svg`<path class="mark c-yellow" d="M0 -5L5 0L0 5L-5 0Z"></path>`,
};

/** Ships: a hull in the colour with the colour's mark as its cabin, centred on the origin. */
const SHIPS: Record<string, SVGTemplateResult> = Object.fromEntries(
  Object.entries(MARKS).map(([color, mark]) => [
    color,
    svg`<path class="hull c-${color}" d="M-13 0H13L9 8H-9Z"></path><g transform="translate(0 -5)">${mark}</g>`,
  ]),
);

/** The shape of a colour's mark, centred on (x, y) with half-size r. */
export function colorMark(color: string, x: number, y: number, r: number): SVGTemplateResult {
  return svg`<g transform="translate(${x} ${y}) scale(${r / 5})">${MARKS[color] ?? MARKS.red}</g>`;
}

/** A ship of a colour, its hull's deck centred on the origin (the caller places it). */
export const shipGlyph = (color: string): SVGTemplateResult =>
  SHIPS[color] ?? (SHIPS.red as SVGTemplateResult);
