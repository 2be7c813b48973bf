// The five Research Tracks, top to bottom: spaces left to right, red and blue symbol spaces (a
// used blue one struck through), each player's cubes, and closed tracks dimmed.
import { nothing, type SVGTemplateResult, svg } from 'lit';
import type { BoardState } from './board-state.js';
import { describeTrack } from './descriptions.js';
import { TRACK_SYMBOLS } from './names.js';
import { colorMark } from './seat-marks.js';
import { playsDesc, roleOf, targetOf, type ViewContext } from './target-attributes.js';

const SPACE = 26;
const ROW = 34;
const LABEL = 34;
const CENTRES: Record<string, string> = {
  inlandResearchCenter: 'I',
  coastalResearchCenter: 'C',
  navalResearchCenter: 'N',
};

/** The tracks as an SVG. */
export function tracksView(state: BoardState, context: ViewContext): SVGTemplateResult {
  const longest = Math.max(1, ...state.edition.tracks.map((track) => track.spaces));
  const rows = state.tracks.map((track, index) => {
    const data = state.edition.tracks[index];
    if (!data) return '';
    const key = `track:${index}`;
    const y = index * ROW + 4;
    const spaces = [];
    for (let space = 0; space < data.spaces; space++) {
      const x = LABEL + space * SPACE;
      const at = data.symbols.findIndex((symbol) => symbol.space === space);
      const symbol = data.symbols[at];
      const used = symbol?.color === 'blue' && track.blueUsed[at] === true;
      const seat = track.spaces[space] ?? -1;
      spaces.push(svg`<g data-space=${space}>
        <rect class="space${symbol ? ` sym-${symbol.color}` : ''}${used ? ' used' : ''}" data-blue-used=${used ? 'true' : 'false'} x=${x} y=${y} width=${SPACE - 3} height=${ROW - 8} rx="3"></rect>
        ${symbol ? svg`<text class="symbol" x=${x + 4} y=${y + 10}>${TRACK_SYMBOLS[symbol.symbol][1]}</text>` : ''}
        ${used ? svg`<path class="strike" d="M${x + 2} ${y + ROW - 10}L${x + SPACE - 5} ${y + 2}"></path>` : ''}
        <g data-cube=${seat >= 0 ? seat : nothing}>${colorMark(state.players[seat]?.color ?? 'none', x + SPACE / 2 - 1.5, y + ROW / 2 - 1, 6.5)}</g>
      </g>`);
    }
    return svg`<g class="track-group${track.closed ? ' closed' : ''}" data-track=${index} data-closed=${track.closed}
        data-target=${targetOf(context, key)} tabindex="0" role=${roleOf(context, key)}>
      <title>${describeTrack(state, index, context.you)}</title>${playsDesc(context, key)}
      <rect class="track${context.live.has(key) ? ' live' : ''}" part=${context.live.has(key) ? 'track live' : 'track'} x="1" y=${y - 2} width=${LABEL + data.spaces * SPACE} height=${ROW - 4} rx="5"></rect>
      <g aria-hidden="true"><text class="track-label" x="5" y=${y + 17}>${index + 1}${data.centers.map((center) => CENTRES[center] ?? '').join('')}</text>
      ${spaces}</g>
    </g>`;
  });
  return svg`<svg class="tracks" part="tracks" viewBox="0 0 ${LABEL + longest * SPACE + 2} ${state.tracks.length * ROW + 4}" role="group" aria-label="Research Tracks">${rows}</svg>`;
}
