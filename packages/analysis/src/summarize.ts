import {
  type ChanceLuck,
  DECISION_KINDS,
  type DecisionAnalysis,
  type DecisionKind,
  type KindLoss,
  type PlayerSummary,
} from './analysis-types.js';
import { gameAccuracy } from './verdicts.js';

/** One summary per seat, from the decisions and the chance outcomes of a game. */
export function summarize(
  seats: number,
  decisions: readonly DecisionAnalysis[],
  chances: readonly ChanceLuck[],
): PlayerSummary[] {
  const players: PlayerSummary[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const byKind = Object.fromEntries(
      DECISION_KINDS.map((kind) => [kind, { decisions: 0, winShare: 0, points: 0 }]),
    ) as Record<DecisionKind, KindLoss>;
    const summary: PlayerSummary = {
      seat,
      decisions: 0,
      accuracy: null,
      inaccuracies: 0,
      mistakes: 0,
      blunders: 0,
      winShareLost: 0,
      pointsLost: 0,
      byKind,
      luck: 0,
    };
    const accuracies: number[] = [];
    for (const decision of decisions) {
      if (decision.seat !== seat || decision.forced) continue;
      summary.decisions++;
      accuracies.push(decision.accuracy);
      summary.winShareLost += decision.loss.winShare;
      summary.pointsLost += decision.loss.margin;
      const kind = byKind[decision.kind];
      kind.decisions++;
      kind.winShare += decision.loss.winShare;
      kind.points += decision.loss.margin;
      if (decision.verdict === 'inaccuracy') summary.inaccuracies++;
      else if (decision.verdict === 'mistake') summary.mistakes++;
      else if (decision.verdict === 'blunder') summary.blunders++;
    }
    summary.accuracy = gameAccuracy(accuracies);
    for (const chance of chances) summary.luck += chance.luck[seat] ?? 0;
    players.push(summary);
  }
  return players;
}
