import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseRecords } from '../dist/index.js';

const require = createRequire(import.meta.url);
const pgnParser = require('@mliebelt/pgn-parser');
const text = readFileSync('/tmp/bench-records.agn', 'utf8');
const SAN = [
  'e4',
  'e5',
  'Nf3',
  'Nc6',
  'Bb5',
  'a6',
  'Ba4',
  'Nf6',
  'O-O',
  'Be7',
  'Re1',
  'b5',
  'Bb3',
  'd6',
];
let pgn = '';
let g = 0;
while (pgn.length < text.length) {
  g++;
  pgn += `[Event "B"]\n[Site "H"]\n[Date "2026.11.26"]\n[Round "${g}"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n`;
  for (let m = 1; m < 50; m++) pgn += `${m}. ${SAN[(m * 7 + g) % 14]} ${SAN[(m * 11 + g) % 14]} `;
  pgn += '*\n\n';
}
function rate(f, bytes) {
  for (let i = 0; i < 3; i++) f();
  const t = performance.now();
  let n = 0;
  while (performance.now() - t < 3000) {
    f();
    n++;
  }
  return (bytes * n) / ((performance.now() - t) / 1000) / 1e6;
}
for (let r = 0; r < 2; r++) {
  const a = rate(() => parseRecords(text), text.length);
  const b = rate(() => pgnParser.parse(pgn, { startRule: 'games' }), pgn.length);
  console.log(a.toFixed(2), b.toFixed(2), (a / b).toFixed(1));
}
