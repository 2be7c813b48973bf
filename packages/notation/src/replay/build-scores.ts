// The build solver's check of the final scores (solve-builds.ts): where the record states the
// scores or the winners, a complete choice of Buildings must give them. The probe's last state is
// read with the choice's cards and its Plankton Farms' second Scientists put in, so a check costs
// one finalScores, not a replay; verdicts are cached by what of the cards the scores read.
import { type BuildingType, finalScores, type GameState } from '@antarctica-game/engine';
import type { RecordSettings } from '../header/read-header.js';
import type { GameRecord } from '../syntax/record.js';
import { type Probe, runProbe } from './build-probe.js';
import { bits } from './building-bits.js';
import type { SetupPlan } from './table-plan.js';

/** Whether a choice of cards (one for each build of the probe) gives the scores the record states. */
export type ScoresHold = (cards: readonly number[]) => boolean;

/**
 * The score check of a record: always true when the record states no scores or result, or when
 * its game does not end.
 */
export function scoreCheck(
  record: GameRecord,
  settings: RecordSettings,
  initial: GameState,
  plan: SetupPlan,
  probe: Probe,
  mustEnd: boolean,
): ScoresHold {
  const { builds, researches } = probe;
  const real = initial.edition;
  const state = probe.final;
  // The final scores, where the record states them, read from the probe's last state with the
  // solution's cards and Plankton Farms' second Scientists put in.
  const verdicts = new Map<string, boolean>();
  const finals = new Map<string, GameState | null>([
    [probe.boosted.join(), { ...state, sun: probe.sunAtLastEnd }],
  ]);
  const scored =
    (settings.scores !== undefined ||
      (settings.result !== undefined && settings.result !== null)) &&
    (state.phase === 'over' || mustEnd);
  const scoresHold: ScoresHold = !scored
    ? () => true
    : (cards: readonly number[]) => {
        // The researches a Plankton Farm of the seat gives a point more: the record followed
        // again with those (once for each set of them), its last state read as below.
        const boosts = researches.flatMap((research, number) =>
          builds.some(
            (build, index) =>
              index < research.at &&
              build.seat === research.seat &&
              build.area === research.area &&
              real.buildingCards[cards[index] as number]?.builds === 'planktonFarm',
          )
            ? [number]
            : [],
        );
        const key = boosts.join();
        // What of the cards the scores read: each seat's asterisks, its Plankton Farms by area.
        let feature = key;
        builds.forEach((build, index) => {
          const data = real.buildingCards[cards[index] as number];
          if (data?.asterisk) feature += `|a${build.seat}`;
          else if (data?.builds === 'planktonFarm') feature += `|p${build.seat}.${build.area}`;
        });
        const parts = feature.split('|');
        feature = [parts[0], ...parts.slice(1).sort()].join('|');
        const known = verdicts.get(feature);
        if (known !== undefined) return known;
        const verdict = scoreCards(cards, key, boosts);
        verdicts.set(feature, verdict);
        return verdict;
      };
  function scoreCards(cards: readonly number[], key: string, boosts: number[]): boolean {
    let final = finals.get(key);
    if (final === undefined) {
      const again = runProbe(record, initial, plan, null, new Set(boosts));
      final = again === null ? null : { ...again.final, sun: again.sunAtLastEnd };
      finals.set(key, final);
    }
    if (final === null) return false;
    const taken = new Set(builds.map((build) => build.probeCard));
    const players = final.players.map((player, seat) => ({
      ...player,
      buildingCards: [
        ...player.buildingCards.filter((id) => !taken.has(id)),
        ...builds.flatMap((build, index) => (build.seat === seat ? [cards[index] as number] : [])),
      ],
    }));
    const areas = final.areas.map((area, at) => ({
      ...area,
      buildings: initial.areas[at]?.buildings ?? 0,
      scientists: area.scientists.slice(),
    }));
    builds.forEach((build, index) => {
      const area = areas[build.area];
      if (area !== undefined)
        area.buildings |= bits([
          real.buildingCards[cards[index] as number]?.builds as BuildingType,
        ]);
    });
    builds.forEach((build, index) => {
      if (real.buildingCards[cards[index] as number]?.builds !== 'planktonFarm') return;
      const area = areas[build.area];
      if (area !== undefined) area.scientists[build.seat] = (area.scientists[build.seat] ?? 0) + 1;
    });
    const patched = { ...final, players, areas, edition: real, phase: 'over' as const };
    return scoresOf(patched);
  }
  function scoresOf(patched: GameState): boolean {
    const scores = finalScores(patched);
    if (settings.scores !== undefined) {
      const points = scores.standings.map((standing) => standing.points);
      if (points.join() !== settings.scores.join()) return false;
    }
    if (settings.result !== undefined && settings.result !== null) {
      const winners = scores.winners
        .map((color) => patched.players.findIndex((player) => player.color === color))
        .sort((a, b) => a - b);
      if (winners.join() !== settings.result.join()) return false;
    }
    return true;
  }
  return scoresHold;
}
