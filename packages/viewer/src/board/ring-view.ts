// The eight areas in their ring (counter-clockwise from the lower left, as the board shows them)
// with the Sun over its area and a line in the middle saying whose turn it is.
import { type SVGTemplateResult, svg } from 'lit';
import { areaView } from './area-view.js';
import type { BoardState } from './board-state.js';
import { turnLine, waitingLine } from './descriptions.js';
import type { ViewContext } from './target-attributes.js';

const SIZE = 460;
const CENTRE = SIZE / 2;
const RADIUS = 166;

/** Where area `index` of `count` stands: the first at the lower left, then counter-clockwise. */
export function areaCentre(index: number, count: number): [number, number] {
  const angle = ((225 + (360 / count) * index) * Math.PI) / 180;
  return [CENTRE + RADIUS * Math.cos(angle), CENTRE - RADIUS * Math.sin(angle)];
}

/** The ring as an SVG. */
export function ringView(state: BoardState, context: ViewContext): SVGTemplateResult {
  const count = state.areas.length;
  const areas = state.areas.map((_, index) => {
    const [x, y] = areaCentre(index, count);
    return areaView(state, index, x, y, context);
  });
  const angle = ((225 + (360 / count) * state.sun) * Math.PI) / 180;
  const sx = CENTRE + (RADIUS - 78) * Math.cos(angle);
  const sy = CENTRE - (RADIUS - 78) * Math.sin(angle);
  return svg`<svg class="ring" part="ring" viewBox="0 0 ${SIZE} ${SIZE}" role="group" aria-label="The eight areas">
    <circle class="sea" cx=${CENTRE} cy=${CENTRE} r=${RADIUS - 40}></circle>
    <text class="turn" x=${CENTRE} y=${CENTRE - 4}>${turnLine(state, context.you)}</text>
    <text class="turn waiting" x=${CENTRE} y=${CENTRE + 14}>${waitingLine(state, context.you)}</text>
    <g class="sun" data-sun=${state.sun} aria-hidden="true">
      <circle cx=${sx} cy=${sy} r="15" class="sun-rays"></circle><circle cx=${sx} cy=${sy} r="10"></circle>
    </g>
    ${areas}
  </svg>`;
}
