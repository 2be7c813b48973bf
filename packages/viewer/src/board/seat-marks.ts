// Each colour has a shape as well (red circle, blue square, green triangle, yellow diamond), so
// pieces are told apart without seeing colour. Fill and stroke come from CSS classes `c-<color>`
// (custom properties, so a theme can change them). Every shape is one path in one template, so a
// redraw that changes a piece's colour or place changes attributes, never the elements.
import { type SVGTemplateResult, svg } from 'lit';

/** The outline of each colour's mark at half-size 5, centred on the origin. */
export const MARK_PATHS: Record<string, string> = {
  red: 'M-5 0a5 5 0 1 0 10 0a5 5 0 1 0-10 0Z',
  blue: 'M-4.25-4.25h8.5v8.5h-8.5Z',
  green: 'M0-5L5 4H-5Z',
  yellow: 'M0-5L5 0L0 5L-5 0Z',
};

/** The shape of a colour's mark, centred on (x, y) with half-size r. */
export function colorMark(color: string, x: number, y: number, r: number): SVGTemplateResult {
  return svg`<path class="mark c-${color}" transform="translate(${x} ${y}) scale(${r / 5})" d=${MARK_PATHS[color] ?? ''}></path>`;
}

/** A ship of a colour, its hull's deck centred on the origin (the caller places it). */
export function shipGlyph(color: string): SVGTemplateResult {
  return svg`<path class="hull c-${color}" d="M-13 0H13L9 8H-9Z"></path><path class="mark c-${color}" transform="translate(0 -5)" d=${MARK_PATHS[color] ?? ''}></path>`;
}
