// Accuracy formulas compared on the same analysed games (issue 33, section 4's first aim):
//
//   node packages/analysis/bench/trust.mjs mistakes --games N --from K --no-deep --dump games.jsonl
//   node packages/analysis/bench/accuracy-formulas.mjs games.jsonl [more.jsonl …] [--fit fit.jsonl …]
//
// Reads the games `trust.mjs --dump` wrote (each decision's win share and margin before and after
// the move played) and prints, for each formula, in how many games the noisy seat's accuracy is
// below the clean seat's. Paired: every formula reads the same analyses. `--fit` files (other
// seeds than the ones reported) fit the scale of the margin's win chance: the scale whose logistic
// of a decision's expected margin best predicts whether the deciding player won (maximum
// likelihood), so that no constant is tuned on the games reported.
import { readFileSync } from 'node:fs';
import { gameAccuracy, lichessGameAccuracy, moveAccuracy } from '@antarctica-game/analysis';

const args = process.argv.slice(2);
const fitAt = args.indexOf('--fit');
const reported = (fitAt < 0 ? args : args.slice(0, fitAt)).flatMap(read);
const fitting = fitAt < 0 ? [] : args.slice(fitAt + 1).flatMap(read);

function read(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

/** A decision of a dump, by name. */
function decisionsOf(game) {
  return game.decisions.map(([index, seat, forced, bw, bm, pw, pm, lw, lm, verdict]) => ({
    index,
    seat,
    forced: forced === 1,
    before: { winShare: bw, margin: bm },
    after: { winShare: pw, margin: pm },
    loss: { winShare: lw, margin: lm },
    verdict,
  }));
}

/** 1 for the most points, 0.5 each for players level on points (tie-breaks left out), else 0. */
function outcomes(points) {
  const best = Math.max(...points);
  const winners = points.filter((value) => value === best).length;
  return points.map((value) => (value === best ? (winners > 1 ? 0.5 : 1) : 0));
}

const logistic = (margin, scale) => 1 / (1 + Math.exp(-margin / scale));

/** The scale (VP) of the margin's win chance that best predicts the winner, by likelihood. */
function fitScale(games) {
  const samples = [];
  for (const game of games) {
    const result = outcomes(game.points);
    for (const decision of decisionsOf(game)) {
      if (!decision.forced) samples.push([decision.before.margin, result[decision.seat]]);
    }
  }
  let bestScale = 1;
  let bestLikelihood = Number.NEGATIVE_INFINITY;
  for (let scale = 0.5; scale <= 30; scale += 0.25) {
    let likelihood = 0;
    for (const [margin, won] of samples) {
      const p = Math.min(1 - 1e-9, Math.max(1e-9, logistic(margin, scale)));
      likelihood += won * Math.log(p) + (1 - won) * Math.log(1 - p);
    }
    if (likelihood > bestLikelihood) {
      bestLikelihood = likelihood;
      bestScale = scale;
    }
  }
  return { scale: bestScale, samples: samples.length };
}

const fitted = fitting.length > 0 ? fitScale(fitting) : undefined;
if (fitted !== undefined) {
  console.log(
    `fitted scale of the margin's win chance: ${fitted.scale} VP (${fitted.samples} decisions of ${fitting.length} games)`,
  );
}

/** A seat's decisions with a choice, as the accuracy formulas read them. */
function seatMoves(decisions, seat, chance) {
  return decisions
    .filter((decision) => decision.seat === seat && !decision.forced)
    .map((decision) => {
      const before = chance(decision.before);
      const after = chance(decision.after);
      return { before, after, accuracy: moveAccuracy(Math.max(0, before - after)) };
    });
}

const byShare = (outcome) => outcome.winShare;
const byMargin = (scale) => (outcome) => logistic(outcome.margin, scale);
const byBoth = (scale) => (outcome) => (outcome.winShare + logistic(outcome.margin, scale)) / 2;

const plain = (moves) => gameAccuracy(moves.map((move) => move.accuracy));
const lichess = (moves) => lichessGameAccuracy(moves);

const bonus = (combine) => (moves) =>
  combine(moves.map((move) => ({ ...move, accuracy: Math.min(100, move.accuracy + 1) })));

const arithmetic = (moves) =>
  moves.length === 0 ? null : moves.reduce((sum, move) => sum + move.accuracy, 0) / moves.length;
const harmonic = (moves) =>
  moves.length === 0
    ? null
    : moves.length / moves.reduce((sum, move) => sum + 1 / Math.max(1, move.accuracy), 0);

const formulas = [
  ['plain mean and harmonic, win share (today)', byShare, plain],
  ['arithmetic mean alone, win share', byShare, arithmetic],
  ['harmonic mean alone, win share', byShare, harmonic],
  ["lichess's volatility-weighted, win share", byShare, lichess],
  ["lichess's, win share, +1 bonus", byShare, bonus(lichess)],
  ["lichess's, one series of seat A's win share (two players)", byShare, 'series'],
];
if (fitted !== undefined) {
  const scale = fitted.scale;
  formulas.push(
    [`plain, margin's win chance (scale ${scale})`, byMargin(scale), plain],
    [`lichess's, margin's win chance (scale ${scale})`, byMargin(scale), lichess],
    [`plain, mean of both (scale ${scale})`, byBoth(scale), plain],
    [`lichess's, mean of both (scale ${scale})`, byBoth(scale), lichess],
  );
}
for (const extra of [2, 4, 8]) {
  formulas.push(
    [`plain, margin's win chance (scale ${extra}, not fitted)`, byMargin(extra), plain],
    [`lichess's, margin's win chance (scale ${extra}, not fitted)`, byMargin(extra), lichess],
  );
}

/**
 * lichess's game accuracy on one series for the whole game, as in chess: seat A's win chance
 * before and after every decision with a choice (a two-player game: B's is the complement).
 */
function seriesAccuracy(decisions, seat, chance) {
  const moves = decisions.filter((decision) => !decision.forced);
  const series = moves.flatMap((decision) => {
    const before = chance(decision.before);
    const after = chance(decision.after);
    return decision.seat === 0
      ? [100 * before, 100 * after]
      : [100 - 100 * before, 100 - 100 * after];
  });
  const size = Math.min(8, Math.max(2, Math.floor((series.length - 1) / 10)));
  let weighted = 0;
  let weights = 0;
  let inverse = 0;
  let count = 0;
  for (const [at, decision] of moves.entries()) {
    if (decision.seat !== seat) continue;
    const start = Math.max(0, Math.min(2 * at - size + 2, series.length - size));
    const window = series.slice(start, start + size);
    const mean = window.reduce((sum, value) => sum + value, 0) / window.length;
    const deviation = Math.sqrt(
      window.reduce((sum, value) => sum + (value - mean) ** 2, 0) / window.length,
    );
    const weight = Math.min(12, Math.max(0.5, deviation));
    const accuracy = moveAccuracy(Math.max(0, chance(decision.before) - chance(decision.after)));
    weighted += weight * accuracy;
    weights += weight;
    inverse += 1 / Math.max(1, accuracy);
    count++;
  }
  return count === 0 ? 100 : (weighted / weights + count / inverse) / 2;
}

let differ = 0;
for (const game of reported) {
  const decisions = decisionsOf(game);
  const today = [0, 1].map((seat) => plain(seatMoves(decisions, seat, byShare)) ?? 100);
  if (today.some((value, seat) => Math.abs(value - (game.accuracy[seat] ?? 100)) > 0.05)) differ++;
}
console.log(
  `${reported.length} games reported; today's accuracy as the dump computed it differs (> 0.05) in ${differ}`,
);
/** A seat's total given up (not an accuracy): what the judge itself says each seat lost. */
const totalLost = (key) => (decisions, seat) =>
  -decisions
    .filter((decision) => decision.seat === seat && !decision.forced)
    .reduce((sum, decision) => sum + decision.loss[key], 0);
formulas.push(
  ['(not an accuracy) win share given up, summed', byShare, { total: totalLost('winShare') }],
  ['(not an accuracy) Victory Points given up, summed', byShare, { total: totalLost('margin') }],
);

let today;
for (const [name, chance, combine] of formulas) {
  let below = 0;
  let gap = 0;
  let gained = 0;
  let lost = 0;
  const verdicts = [];
  for (const [at, game] of reported.entries()) {
    const decisions = decisionsOf(game);
    const [noisy, clean] = [game.noisy, 1 - game.noisy].map((seat) =>
      combine === 'series'
        ? seriesAccuracy(decisions, seat, chance)
        : typeof combine === 'object'
          ? combine.total(decisions, seat)
          : (combine(seatMoves(decisions, seat, chance)) ?? 100),
    );
    if (noisy < clean) below++;
    gap += clean - noisy;
    verdicts.push(noisy < clean);
    if (today !== undefined && noisy < clean && !today[at]) gained++;
    if (today !== undefined && !(noisy < clean) && today[at]) lost++;
  }
  today ??= verdicts;
  console.log(
    `${name}: noisy below in ${below} of ${reported.length} (${((100 * below) / reported.length).toFixed(0)} %), mean gap ${(gap / reported.length).toFixed(1)}; against today's, ${gained} games gained and ${lost} lost`,
  );
}
