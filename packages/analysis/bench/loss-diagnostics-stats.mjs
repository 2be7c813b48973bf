// The figures docs/analysis.md quotes from loss-diagnostics.mjs output: per accuracy formula, in
// how many games the noisy seat is below; per flagging rule, the costly random moves (deep loss
// at least 2 VP) and the other moves it flags; the loss quantiles per kind of move.
//
//   node packages/analysis/bench/loss-diagnostics-stats.mjs losses.jsonl [more.jsonl]
import { readFileSync } from 'node:fs';

const rows = process.argv.slice(2).flatMap((f) =>
  readFileSync(f, 'utf8')
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map(JSON.parse),
);
const acc = (loss) =>
  Math.min(100, Math.max(0, 103.1668 * Math.exp(-0.04354 * 100 * Math.max(0, loss)) - 3.1669));
const gameAcc = (xs) => {
  if (!xs.length) return 100;
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  const h = xs.length / xs.reduce((a, b) => a + 1 / Math.max(1, b), 0);
  return (m + h) / 2;
};
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const formulas = {
  ws: (r) => acc(r.a[0]),
  'vp/10': (r) => acc(r.a[1] / 10),
  'vp/20': (r) => acc(r.a[1] / 20),
  'vp/40': (r) => acc(r.a[1] / 40),
  'max(ws,vp/20)': (r) => acc(Math.max(r.a[0], r.a[1] / 20)),
  'max(ws,vp/40)': (r) => acc(Math.max(r.a[0], r.a[1] / 40)),
  s12ws: (r) => acc(r.s12[0]),
  's12 max(ws,vp/40)': (r) => acc(Math.max(r.s12[0], r.s12[1] / 40)),
  share: (r) => 100 * Math.min(1, r.share * 2),
  rank0: (r) => (r.rank === 0 ? 100 : 0),
  'meanonly vp': (r) => -r.a[1],
};
const games = [...new Set(rows.map((r) => r.game))];
for (const [name, f] of Object.entries(formulas)) {
  let below = 0,
    belowMean = 0;
  for (const g of games) {
    const rs = rows.filter((r) => r.game === g);
    const noisy = rs[0].noisy;
    const n = rs.filter((r) => r.seat === noisy).map(f),
      c = rs.filter((r) => r.seat !== noisy).map(f);
    if (gameAcc(n.map((x) => Math.max(0, x))) < gameAcc(c.map((x) => Math.max(0, x)))) below++;
    if (mean(n) < mean(c)) belowMean++;
  }
  const rnd = rows.filter((r) => r.tag === 'random').map(f),
    cl = rows.filter((r) => r.tag !== 'random').map(f);
  console.log(
    name.padEnd(20),
    `games ${games.length}: below (game acc) ${below}, below (mean) ${belowMean}; per-move mean random ${mean(rnd).toFixed(1)} vs others ${mean(cl).toFixed(1)}`,
  );
}
// flagging
const costly = rows.filter((r) => r.tag === 'random' && r.d && r.d[1] >= 2);
const clean = rows.filter((r) => r.tag !== 'random');
for (const [name, flag] of Object.entries({
  'ws>=.05': (r) => r.a[0] >= 0.05,
  'vp>=2': (r) => r.a[0] >= 0.05 || r.a[1] >= 2,
  'max(ws,vp/20)>=.05': (r) => Math.max(r.a[0], r.a[1] / 20) >= 0.05,
  'max(ws,vp/40)>=.05': (r) => Math.max(r.a[0], r.a[1] / 40) >= 0.05,
  's12 ws>=.05': (r) => r.s12[0] >= 0.05,
  's12 max(ws,vp/40)': (r) => Math.max(r.s12[0], r.s12[1] / 40) >= 0.05,
  'rank>0': (r) => r.rank > 0,
  'share<.2': (r) => r.share < 0.2,
}))
  console.log(
    name.padEnd(22),
    `costly flagged ${costly.filter(flag).length}/${costly.length}, others flagged ${clean.filter(flag).length}/${clean.length}`,
  );
const q = (xs, ps) => {
  const s = [...xs].sort((a, b) => a - b);
  return ps.map((p) => s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(2)).join(' ');
};
const P = [0.25, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95];
for (const tag of ['random', 'noisyclean', 'clean']) {
  const r = rows.filter((x) => x.tag === tag);
  console.log(
    tag,
    r.length,
    'ws q',
    q(
      r.map((x) => x.a[0]),
      P,
    ),
    '| vp q',
    q(
      r.map((x) => x.a[1]),
      P,
    ),
  );
}
console.log(
  `costly random moves where the mover's win share was below 0.05: ${costly.filter((r) => r.ws < 0.05).length}/${costly.length}`,
);
