// The build solver's check of the final scores (solve-builds.ts): where the record states the
// scores or the winners, a complete choice of Buildings must give them. Of the cards built, the
// scores read only which builds are Plankton Farms (a second Scientist, maybe a research point
// more) and how many asterisk cards each seat holds (the Buildings of an area count, not which).
// So the probe's last state is read with those put in: a check costs one finalScores, not a
// replay, and verdicts are cached by those features.
import { finalScores, type GameState } from '@antarctica-game/engine';
import type { ScoreResult } from '@antarctica-game/scoring';
import type { RecordSettings } from '../../header/record-settings.js';
import type { GameRecord } from '../../syntax/record.js';
import type { SetupPlan } from '../line/table-plan.js';
import { type Probe, runProbe } from './build-probe.js';
import { bitCount } from './building-bits.js';

/** Whether a choice of cards (one for each build of the probe) gives the scores the record states. */
export type ScoresHold = (cards: ArrayLike<number>, single?: ArrayLike<number>) => boolean;

/** What the final scores read of a choice of cards. */
export interface ScoreFeatures {
  /** For each build, whether it is a Plankton Farm. */
  planktons: readonly boolean[];
  /** For each seat, the asterisk cards among its builds. */
  asterisks: readonly number[];
}

/** The final scores of a record's builds, read from its probe. */
export interface ScoreCheck {
  /** Whether the record states scores or winners that a choice of cards must give. */
  scored: boolean;
  /** Whether a choice of cards gives what the record states (always true when not scored). */
  holds: ScoresHold;
  /** The final scores with some features, or null when the record cannot be followed so. */
  scoresOf(features: ScoreFeatures): ScoreResult | null;
  /** Whether scores give what the record states. */
  agrees(scores: ScoreResult, state: GameState): boolean;
}

/**
 * The score check of a record: never scored when the record states no scores or result, or when
 * its game does not end.
 */
export function scoreCheck(
  record: GameRecord,
  settings: RecordSettings,
  initial: GameState,
  plan: SetupPlan,
  probe: Probe,
  mustEnd: boolean,
): ScoreCheck {
  const { builds, researches } = probe;
  const real = initial.edition;
  const state = probe.final;
  const scored =
    (settings.scores !== undefined ||
      (settings.result !== undefined && settings.result !== null)) &&
    (state.phase === 'over' || mustEnd);
  // The record followed with the researches a Plankton Farm of the seat gives a point more, once
  // for each set of them: from where the run for the same set but its last difference from the
  // probe's boosts meets that research (the runs before it are the same).
  const runs = new Map<string, Probe | null>([[probe.boosted.join(), probe]]);
  const verdicts = new Map<string, boolean>();
  // Stand-ins for the cards built: the scores count a seat's cards and its asterisk cards.
  const asteriskCard = real.buildingCards.findIndex((card) => card.asterisk);
  const plainCard = real.buildingCards.findIndex((card) => !card.asterisk);
  const taken = new Set(builds.map((build) => build.probeCard));
  const initialCounts = initial.areas.map((area) => bitCount(area.buildings));
  const builtIn = initial.areas.map(() => 0);
  for (const build of builds) builtIn[build.area] = (builtIn[build.area] ?? 0) + 1;

  function boostsOf(planktons: readonly boolean[]): number[] {
    return researches.flatMap((research, number) =>
      builds.some(
        (build, index) =>
          index < research.at &&
          planktons[index] === true &&
          build.seat === research.seat &&
          build.area === research.area,
      )
        ? [number]
        : [],
    );
  }

  function runWith(boosts: readonly number[]): Probe | null {
    const key = boosts.join();
    let run = runs.get(key);
    if (run !== undefined) return run;
    let last = -1;
    for (let number = 0; number < researches.length; number++)
      if (boosts.includes(number) !== probe.boosted.includes(number)) last = number;
    // The same set with that research as the probe has it.
    const before = probe.boosted.includes(last)
      ? [...boosts, last].sort((a, b) => a - b)
      : boosts.filter((number) => number !== last);
    // (When that run stopped, from the start.)
    const from = runWith(before)?.resumes[last] ?? null;
    run = runProbe(record, initial, plan, {
      boosts: new Set(boosts),
      ...(from === null ? {} : { from }),
    });
    runs.set(key, run);
    return run;
  }

  function finalWith(boosts: readonly number[]): GameState | null {
    const run = runWith(boosts);
    return run === null ? null : { ...run.final, sun: run.sunAtLastEnd };
  }

  function patched(features: ScoreFeatures): GameState | null {
    const final = finalWith(boostsOf(features.planktons));
    if (final === null) return null;
    const players = final.players.map((player, seat) => {
      const cards = player.buildingCards.filter((id) => !taken.has(id));
      let count = 0;
      for (const build of builds) if (build.seat === seat) count++;
      const asterisks = features.asterisks[seat] ?? 0;
      for (let at = 0; at < count; at++) cards.push(at < asterisks ? asteriskCard : plainCard);
      return { ...player, buildingCards: cards };
    });
    const areas = final.areas.map((area, at) => ({
      ...area,
      buildings: maskOf((initialCounts[at] ?? 0) + (builtIn[at] ?? 0)),
      scientists: area.scientists.slice(),
    }));
    builds.forEach((build, index) => {
      if (features.planktons[index] !== true) return;
      const area = areas[build.area];
      if (area !== undefined) area.scientists[build.seat] = (area.scientists[build.seat] ?? 0) + 1;
    });
    return { ...final, players, areas, edition: real, phase: 'over' as const };
  }

  function agrees(scores: ScoreResult, at: GameState): boolean {
    if (settings.scores !== undefined) {
      const points = scores.standings.map((standing) => standing.points);
      if (points.join() !== settings.scores.join()) return false;
    }
    if (settings.result !== undefined && settings.result !== null) {
      const winners = scores.winners
        .map((color) => at.players.findIndex((player) => player.color === color))
        .sort((a, b) => a - b);
      if (winners.join() !== settings.result.join()) return false;
    }
    return true;
  }

  const holds: ScoresHold = !scored
    ? () => true
    : (chosen, single) => {
        const cards = Array.from(chosen);
        // (A Plankton Farm that placed one Scientist reads as any other card: see onlyOne, build-scientists.ts.)
        const planktons = cards.map(
          (id, index) => real.buildingCards[id]?.builds === 'planktonFarm' && !single?.[index],
        );
        const asterisks = initial.players.map(() => 0);
        builds.forEach((build, index) => {
          if (real.buildingCards[cards[index] as number]?.asterisk)
            asterisks[build.seat] = (asterisks[build.seat] ?? 0) + 1;
        });
        // The key: the boosted researches, each seat's asterisks, its Plankton Farms by area.
        const farms = builds.flatMap((build, index) =>
          planktons[index] ? [`${build.seat}.${build.area}`] : [],
        );
        const key = `${boostsOf(planktons).join()}|${asterisks.join()}|${farms.sort().join()}`;
        const known = verdicts.get(key);
        if (known !== undefined) return known;
        const state = patched({ planktons, asterisks });
        const verdict = state !== null && agrees(finalScores(state), state);
        verdicts.set(key, verdict);
        return verdict;
      };

  return {
    scored,
    holds,
    scoresOf: (features) => {
      const state = patched(features);
      return state === null ? null : finalScores(state);
    },
    agrees,
  };
}

/** A mask of `count` bits: the scores read how many Buildings an area holds, not which. */
function maskOf(count: number): number {
  return count >= 31 ? -1 >>> 1 : (1 << count) - 1;
}
