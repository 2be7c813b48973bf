// One area of the ring: its line of ships (first on the left), the Buildings standing there, the
// Scientists by colour, Icebreakers, and a hatch when the area is closed.
import { BUILDING_TYPES, shipOwner } from '@antarctica-game/engine';
import { nothing, type SVGTemplateResult, svg } from 'lit';
import type { BoardState } from './board-state.js';
import { describeArea } from './descriptions.js';
import { BUILDINGS } from './names.js';
import { colorMark, shipGlyph } from './seat-marks.js';
import { playsDesc, roleOf, targetOf, type ViewContext } from './target-attributes.js';

/** Half the width and height of an area's box in the ring's units. */
export const AREA_HALF = { w: 54, h: 50 };

const colorOf = (state: BoardState, seat: number) => state.players[seat]?.color ?? 'red';

/** Draws area `index` centred on (cx, cy). */
export function areaView(
  state: BoardState,
  index: number,
  cx: number,
  cy: number,
  context: ViewContext,
): SVGTemplateResult {
  const area = state.areas[index];
  if (!area) return svg``;
  const left = cx - AREA_HALF.w;
  const top = cy - AREA_HALF.h;
  const key = `area:${index}`;
  const step = Math.min(32, 96 / Math.max(1, area.ships.length));
  const first = cx - (step * (area.ships.length - 1)) / 2;
  const ships = area.ships.map((ship, at) => {
    const seat = shipOwner(ship);
    const ice = state.icebreakers.some((entry) => entry.ship === ship && entry.area === index);
    const acting = state.turn?.ship === ship;
    return svg`<g class=${acting ? 'acting' : ''} data-ship=${ship} data-seat=${seat} data-line=${at} data-acting=${acting ? 'true' : nothing}
        transform="translate(${first + at * step} ${top + 32})">${shipGlyph(colorOf(state, seat))}${
          ice
            ? svg`<path class="icebreaker" data-icebreaker=${seat} d="M13 0l6 4l-6 4z"></path>`
            : ''
        }</g>`;
  });
  const standing = BUILDING_TYPES.filter((_, bit) => area.buildings & (1 << bit));
  const buildings = standing.map(
    (type, at) =>
      svg`<g data-building=${type} transform="translate(${left + 4 + (at % 7) * 14.4} ${top + 46 + Math.floor(at / 7) * 15})"><rect class="building" width="13.4" height="13" rx="2"></rect><text class="building-mark" x="6.7" y="9.5">${BUILDINGS[type][1]}</text></g>`,
  );
  let slot = 0;
  const scientists = area.scientists.map((count, seat) => {
    if (count <= 0) return '';
    return svg`<g data-scientists=${seat} data-count=${count} transform="translate(${left + 10 + 26 * slot++} ${top + 88})">${colorMark(colorOf(state, seat), 0, 0, 5)}<text class="count" x="8" y="4">${count}</text></g>`;
  });
  return svg`<g class="area-group" data-area=${index} data-closed=${area.closed} data-target=${targetOf(context, key)}
      tabindex="0" role=${roleOf(context, key)}>
    <title>${describeArea(state, index, context.you)}</title>${playsDesc(context, key)}
    <rect class="area${area.closed ? ' closed' : ''}${context.live.has(key) ? ' live' : ''}" part=${context.live.has(key) ? 'area live' : 'area'} x=${left} y=${top} width=${AREA_HALF.w * 2} height=${AREA_HALF.h * 2} rx="10"></rect>
    <g aria-hidden="true"><text class="area-number" x=${left + 7} y=${top + 13}>${index + 1}</text>
    ${area.closed ? svg`<path class="hatch" d="M${left + 20} ${top + 4}l-16 16M${left + 104} ${top + 4}l-16 16M${left + 104} ${top + 80}l-16 16"></path><text class="closed-label" x=${cx} y=${top + 13}>closed</text>` : ''}
    ${ships}${buildings}${scientists}</g>
  </g>`;
}
