// The trust checks of issue 33, section 4, that need many searches (the others are tests):
//
//   node packages/analysis/bench/trust.mjs mistakes [--games N] [--from K] [--budget B] [--confirm]
//     [--mcts I] [--no-deep] [--dump FILE]
//     Games between the heuristic bot and the same bot playing a random legal move 20 % of the
//     time (seats alternating). Per game: whether the noisy seat's accuracy is below the other's;
//     per random move that a deep search (10 times the default budget) says cost at least 2 VP:
//     whether the default analysis flagged it (any verdict). Aims: 95 % of games, 80 % of moves.
//     It also counts the clean seat's moves flagged; with `--confirm` the deep search judges each
//     of those too, and says how many it finds cost at least 2 VP (or gave up an inaccuracy's win
//     share): flags the deep search confirms are not false alarms. `--budget` analyses at another
//     budget than the default (the deep search stays at 10 times the default). `--mcts I` plays
//     both seats with the MCTS bot at I iterations a move instead of the heuristic bot (a clean
//     seat nearer the judge's own strength; not the issue's check, a variant of it). `--no-deep`
//     skips the deep search of the random moves (the accuracies only, several times faster);
//     `--dump FILE` appends one JSON line a game (each decision's win share and margin before and
//     after the move, its loss and verdict, the final points) for `accuracy-formulas.mjs`, which
//     compares accuracy formulas on the same analyses.
//   node packages/analysis/bench/trust.mjs stability [file.agn]
//     The moves the default budget judges mistakes or blunders, judged again at 10 times the
//     budget: the share whose verdict (mistake or worse, or not) is the same. Aim: 90 %.
//
// Each game or move prints a line as it is done, so that a cut-short run still gives figures.
import { appendFileSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { analyseDecision, analyseGame, DEFAULT_BUDGET } from '@antarctica-game/analysis';
import { createRandom, deriveSeed, heuristicBot, mctsBot } from '@antarctica-game/bots';
import {
  applyMove,
  currentDecision,
  finalScores,
  legalMoves,
  newGame,
  playerView,
} from '@antarctica-game/engine';
import { parseRecord, recordGame, replayRecord } from '@antarctica-game/notation';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : Number(args[at + 1]);
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const DEEP = DEFAULT_BUDGET * 10;
const SERIOUS = new Set(['mistake', 'blunder']);
console.log(`${new Date().toISOString()} load ${load()}`);

if (args[0] === 'stability') {
  const file =
    args.find((arg, index) => index > 0 && !arg.startsWith('--')) ??
    fileURLToPath(new URL('../../notation/examples/two-players-table.agn', import.meta.url));
  const record = parseRecord(readFileSync(file, 'utf8')).record;
  const analysis = analyseGame(record, { seed: 0 });
  const replay = replayRecord(record);
  const flagged = analysis.decisions.filter((decision) => SERIOUS.has(decision.verdict));
  console.log(
    `${file}: ${analysis.decisions.length} decisions, ${flagged.length} mistakes or blunders at budget ${DEFAULT_BUDGET}`,
  );
  let same = 0;
  for (const [done, decision] of flagged.entries()) {
    const state = replay.states[decision.index];
    const deep = analyseDecision(
      state,
      replay.moves[decision.index],
      DEEP,
      deriveSeed(deriveSeed(0), 'decision', decision.index),
    );
    if (SERIOUS.has(deep.verdict)) same++;
    console.log(
      `move ${decision.index}: ${decision.verdict} at ${DEFAULT_BUDGET}, ${deep.verdict ?? 'none'} at ${DEEP} (${same}/${done + 1} agree, load ${load()})`,
    );
  }
  console.log(
    `stability: ${same} of ${flagged.length} verdicts agree (${((100 * same) / Math.max(1, flagged.length)).toFixed(0)} %; aim 90 %) — ${new Date().toISOString()} load ${load()}`,
  );
} else {
  const games = option('--games', 100);
  const from = option('--from', 0);
  const confirm = args.includes('--confirm');
  const mcts = option('--mcts', 0);
  const dumpAt = args.indexOf('--dump');
  const dump = dumpAt < 0 ? undefined : args[dumpAt + 1];
  const deepSearch = !args.includes('--no-deep');
  let below = 0;
  let cleanMoves = 0;
  let cleanFlagged = 0;
  let cleanConfirmed = 0;
  let costly = 0;
  let caught = 0;
  for (let game = from; game < from + games; game++) {
    const noisy = game % 2;
    const random = createRandom(deriveSeed('noisy', game));
    const bots = [game, game + 1000].map((seed) =>
      mcts > 0 ? mctsBot({ budget: { iterations: mcts }, seed }) : heuristicBot({ seed }),
    );
    const initial = newGame({ players: 2, seed: `trust-${game}` });
    const moves = [];
    const randomMoves = [];
    let state = initial;
    for (;;) {
      const legal = legalMoves(state);
      if (legal.length === 0) break;
      const decision = currentDecision(state);
      let move;
      if (!('seat' in decision) || decision.kind === 'draftDraw') move = legal[0];
      else if (decision.seat === noisy && legal.length > 1 && random.next() < 0.2) {
        move = legal[random.below(legal.length)];
        randomMoves.push(moves.length);
      } else move = await bots[decision.seat].chooseMove(playerView(state, decision.seat), legal);
      moves.push(move);
      state = applyMove(state, move);
    }
    const record = recordGame({ initial, moves }, { seed: `trust-${game}` });
    const analysis = analyseGame(record, {
      seed: game,
      budget: option('--budget', DEFAULT_BUDGET),
    });
    const replay = replayRecord(record);
    const accuracy = analysis.players.map((player) => player.accuracy ?? 100);
    if (accuracy[noisy] < accuracy[1 - noisy]) below++;
    for (const entry of analysis.decisions) {
      if (entry.seat !== 1 - noisy || entry.forced) continue;
      cleanMoves++;
      if (entry.verdict === null) continue;
      cleanFlagged++;
      if (!confirm) continue;
      const deep = analyseDecision(
        replay.states[entry.index],
        replay.moves[entry.index],
        DEEP,
        deriveSeed(game, 'deep', entry.index),
      );
      if (deep.verdict !== null) cleanConfirmed++;
    }
    let gameCostly = 0;
    let gameCaught = 0;
    if (dump !== undefined)
      appendFileSync(dump, `${JSON.stringify(dumpLine(game, noisy, state, analysis))}\n`);
    for (const index of deepSearch ? randomMoves : []) {
      const decision = analysis.decisions.find((entry) => entry.index === index);
      if (decision === undefined) continue;
      const deep = analyseDecision(
        replay.states[index],
        replay.moves[index],
        DEEP,
        deriveSeed(game, 'deep', index),
      );
      if (deep.loss.margin < 2) continue;
      gameCostly++;
      if (decision.verdict !== null) gameCaught++;
    }
    costly += gameCostly;
    caught += gameCaught;
    const played = game - from + 1;
    console.log(
      `game ${game}: accuracy noisy ${accuracy[noisy].toFixed(1)} vs ${accuracy[1 - noisy].toFixed(1)}; ${randomMoves.length} random moves, ${gameCostly} cost ≥ 2 VP, ${gameCaught} flagged | so far: noisy below in ${below}/${played} games, ${caught}/${costly} costly random moves flagged (load ${load()})`,
    );
    console.log(
      `  clean seat's moves flagged so far: ${cleanFlagged}/${cleanMoves}${confirm ? `, ${cleanConfirmed} of them confirmed by the deep search` : ''}`,
    );
  }
  console.log(
    `mistakes: noisy seat below in ${below} of ${games} games; ${caught} of ${costly} costly random moves flagged; ${cleanFlagged} of ${cleanMoves} clean moves flagged${confirm ? ` (${cleanConfirmed} confirmed)` : ''} — ${new Date().toISOString()} load ${load()}`,
  );
}

/**
 * One game for `--dump`: the noisy seat, each seat's final points, and per decision what the
 * accuracy formulas read (seat, forced, win share and margin before and after the move played,
 * the loss, the verdict), so that `accuracy-formulas.mjs` can compare formulas on the same analyses.
 */
function dumpLine(game, noisy, state, analysis) {
  const round = (value) => Math.round(value * 1e4) / 1e4;
  return {
    game,
    noisy,
    points: finalScores(state).standings.map((standing) => standing.points),
    accuracy: analysis.players.map((player) => player.accuracy),
    decisions: analysis.decisions.map((entry) => [
      entry.index,
      entry.seat,
      entry.forced ? 1 : 0,
      round(entry.before.winShare),
      round(entry.before.margin),
      round(entry.played.value.winShare),
      round(entry.played.value.margin),
      round(entry.loss.winShare),
      round(entry.loss.margin),
      entry.verdict,
    ]),
  };
}
