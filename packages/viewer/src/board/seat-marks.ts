// Each colour has a shape as well (red circle, blue square, green triangle, yellow diamond), so
// pieces are told apart without seeing colour. Fill and stroke come from CSS classes `c-<color>`
// (custom properties, so a theme can change them).
import { type SVGTemplateResult, svg } from 'lit';

/** The shape of a colour's mark, centred on (x, y) with half-size r. */
export function colorMark(color: string, x: number, y: number, r: number): SVGTemplateResult {
  const c = `mark c-${color}`;
  switch (color) {
    case 'blue':
      return svg`<rect class=${c} x=${x - r * 0.85} y=${y - r * 0.85} width=${r * 1.7} height=${r * 1.7}></rect>`;
    case 'green':
      return svg`<path class=${c} d="M${x} ${y - r}L${x + r} ${y + r * 0.8}H${x - r}Z"></path>`;
    case 'yellow':
      return svg`<path class=${c} d="M${x} ${y - r}L${x + r} ${y}L${x} ${y + r}L${x - r} ${y}Z"></path>`;
    default:
      return svg`<circle class=${c} cx=${x} cy=${y} r=${r}></circle>`;
  }
}

/** A ship: a hull in the colour with the colour's mark as its cabin. */
export function shipGlyph(color: string, x: number, y: number): SVGTemplateResult {
  return svg`<path class="hull c-${color}" d="M${x - 13} ${y}H${x + 13}L${x + 9} ${y + 8}H${x - 9}Z"></path>${colorMark(color, x, y - 5, 5)}`;
}
