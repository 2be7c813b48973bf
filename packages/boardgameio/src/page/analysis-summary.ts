// The analysis of a finished game as its players read it: per player the accuracy, the
// inaccuracies, mistakes and blunders, the luck and the Victory Points lost. The figures are the
// analysis package's summary, only formatted.
import type { GameAnalysis } from '@antarctica-game/analysis';
import { h } from './dom.js';

const one = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const signed = new Intl.NumberFormat('en', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/**
 * The summary table of an analysis; `nameOf(seat)` names a player. Luck is shown in points of win
 * share (0.042 is +4.2), as the accuracy is on a scale of 100.
 */
export function analysisSummary(
  analysis: GameAnalysis,
  nameOf: (seat: number) => string,
  caption: string,
): HTMLElement {
  const columns = ['Player', 'Accuracy', 'Inaccuracies', 'Mistakes', 'Blunders', 'Luck'];
  const rows = analysis.players.map((player) =>
    h(
      'tr',
      { 'data-seat': player.seat },
      h('th', { scope: 'row' }, nameOf(player.seat)),
      h('td', {}, player.accuracy === null ? '–' : one.format(player.accuracy)),
      h('td', {}, String(player.inaccuracies)),
      h('td', {}, String(player.mistakes)),
      h('td', {}, String(player.blunders)),
      h('td', {}, signed.format(player.luck * 100)),
      h('td', {}, one.format(player.pointsLost)),
    ),
  );
  // A region that scrolls sideways on a narrow screen, so the page itself never does.
  return h(
    'div',
    { class: 'analysis-summary', role: 'region', 'aria-label': caption, tabindex: 0 },
    h(
      'table',
      {},
      h('caption', {}, caption),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ...columns.map((column) => h('th', { scope: 'col' }, column)),
          h('th', { scope: 'col' }, 'Points lost'),
        ),
      ),
      h('tbody', {}, ...rows),
    ),
    h(
      'p',
      { class: 'legend' },
      'Accuracy out of 100; luck in points of win share (what chance gave against what could have ' +
        'turned up); points lost: Victory Points given up against the best moves found.',
    ),
  );
}
