import { describe, expect, it } from 'vitest';
import { runTournament } from './tournament.js';
import { reportTournament, tournamentSvg } from './tournament-report.js';

// Bots with options and a short label (`label=`) in a tournament: the table's config holds their
// specs, the counts their labels; the ratings must join the two, and the chart show whole labels.
describe('a tournament of bots with labels', () => {
  it('rates every bot from its games, and the chart has room for a long label', async () => {
    const result = await runTournament(
      {
        bots: ['random,label=r', 'uniform', 'heuristic,w.majorityReach=0.7,w.trackProgress=0.4'],
        players: 2,
        gamesPerTable: 2,
        seed: 'labels',
        rules: {},
        shipPlacement: 'firstGame',
        maxMoves: 3000,
      },
      { workers: 0 },
    );
    const report = reportTournament(result, 50);
    expect(report.standings.map((standing) => standing.bot).sort()).toEqual(
      ['heuristic,w.majorityReach=0.7,w.trackProgress=0.4', 'r', 'uniform'].sort(),
    );
    // Each bot played two tables of 2 games; its wins come from the counts under its label.
    for (const standing of report.standings) expect(standing.games).toBe(4);
    expect(report.standings.reduce((sum, standing) => sum + standing.wins, 0)).toBe(6);
    const svg = tournamentSvg(result, report);
    const width = Number(/width="(\d+)"/.exec(svg)?.[1]);
    expect(width).toBeGreaterThan(20 + 7.5 * 51 + 420);
  });
});
