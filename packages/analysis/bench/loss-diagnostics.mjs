// Why the trust bench's figures are what they are (docs/analysis.md, "Trust, measured"): every
// decision with a choice of the trust bench's games, as JSON lines: the loss at the default
// budget (win share, VP), the same with a wider logistic (12 VP), the move's visit share and rank
// in the search over every move, the mover's win share before, and for each random move the
// deep search's loss (10 times the budget).
//
//   node packages/analysis/bench/loss-diagnostics.mjs FROM TO > losses.jsonl
//   node packages/analysis/bench/loss-diagnostics-stats.mjs losses.jsonl
//
// The games are the trust bench's (`trust.mjs mistakes`): the heuristic bot against the same bot
// playing a random legal move 20 % of the time, seats alternating.
import { analyseDecision, DEFAULT_BUDGET } from '@antarctica-game/analysis';
import { createRandom, deriveSeed, heuristicBot, keyOf, searchRoot } from '@antarctica-game/bots';
import {
  applyMove,
  currentDecision,
  legalMoves,
  newGame,
  playerView,
} from '@antarctica-game/engine';

async function trustGame(game) {
  const noisy = game % 2;
  const random = createRandom(deriveSeed('noisy', game));
  const bots = [heuristicBot({ seed: game }), heuristicBot({ seed: game + 1000 })];
  const states = [];
  const moves = [];
  const tags = [];
  let state = newGame({ players: 2, seed: `trust-${game}` });
  for (;;) {
    const legal = legalMoves(state);
    if (legal.length === 0) break;
    const decision = currentDecision(state);
    let move;
    let tag = null;
    if (!('seat' in decision) || decision.kind === 'draftDraw') move = legal[0];
    else if (decision.seat === noisy && legal.length > 1 && random.next() < 0.2) {
      move = legal[random.below(legal.length)];
      tag = 'random';
    } else {
      move = await bots[decision.seat].chooseMove(playerView(state, decision.seat), legal);
      if (legal.length > 1) tag = decision.seat === noisy ? 'noisyclean' : 'clean';
    }
    states.push(state);
    moves.push(move);
    tags.push(tag);
    state = applyMove(state, move);
  }
  return { noisy, states, moves, tags };
}

const [from, to] = process.argv.slice(2).map(Number);
for (let game = from; game < to; game++) {
  const { noisy, states, moves, tags } = await trustGame(game);
  for (const [index, tag] of tags.entries()) {
    if (tag === null) continue;
    const state = states[index];
    const move = moves[index];
    const seed = 1000 * game + index;
    const found = analyseDecision(state, move, DEFAULT_BUDGET, seed);
    const wide = analyseDecision(state, move, DEFAULT_BUDGET, seed, { valueScale: 12 });
    const seat = currentDecision(state).seat;
    const full = searchRoot(playerView(state, seat), legalMoves(state), {
      iterations: DEFAULT_BUDGET,
      seed,
    });
    const key = keyOf(move);
    const ranked = [...full.children].sort((a, b) => b.visits - a.visits);
    const own = full.children.find((child) => keyOf(child.move) === key);
    const deep =
      tag === 'random' ? analyseDecision(state, move, DEFAULT_BUDGET * 10, 99 + seed) : null;
    console.log(
      JSON.stringify({
        game,
        i: index,
        tag,
        seat,
        noisy,
        kind: found.kind,
        legal: found.legal,
        ws: found.before.winShare,
        a: [found.loss.winShare, found.loss.margin],
        s12: [wide.loss.winShare, wide.loss.margin, wide.before.winShare],
        share: own.visits / DEFAULT_BUDGET,
        rank: ranked.findIndex((child) => keyOf(child.move) === key),
        d: deep && [deep.loss.winShare, deep.loss.margin],
      }),
    );
  }
  console.error(`game ${game} done ${new Date().toISOString()}`);
}
