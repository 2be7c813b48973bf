// The three corpora of the parser comparison, built alike (see notation.mjs): many distinct
// games, the same number of bytes of each format, comments in each (with clock commands, as
// tools write them) and variations in each, in about the same share of the bytes.
import { applyMove, botRandom, newGame, playOut, weightedRandomBot } from '@antarctica-game/engine';

const WORDS = [
  'a',
  'quiet',
  'move',
  'sharp',
  'better',
  'was',
  'the',
  'only',
  'plan',
  'here',
  'threat',
  'too',
  'slow',
  'strong',
  'reply',
  'missed',
  'chance',
  'why',
  'not',
  'at',
  'once',
  'after',
  'this',
  'position',
  'is',
  'equal',
  'clear',
  'advantage',
  'time',
  'trouble',
  'idea',
];

/** A comment's text: a few words, and a clock command every other time. */
function commentText(random) {
  const words = Array.from({ length: 2 + random(7) }, () => WORDS[random(WORDS.length)]);
  const clock = `[%clk 0:${String(random(60)).padStart(2, '0')}:${String(random(60)).padStart(2, '0')}]`;
  return random(2) === 0 ? `${clock} ${words.join(' ')}` : words.join(' ');
}

/**
 * How often a comment and a variation come: after this many bytes of moves since the last one,
 * in every corpus, so that comments and variations take about the same share of each. A
 * variation holds moves up to 20-60 bytes.
 */
const COMMENT_BYTES = 150;
const VARIATION_BYTES = 400;
const variationBytes = (random) => 20 + random(41);

/** Counts the bytes of moves written and says when a comment or a variation is due. */
function spacing() {
  let comment = 0;
  let variation = 0;
  return {
    moved(bytes) {
      comment += bytes;
      variation += bytes;
    },
    comment() {
      if (comment < COMMENT_BYTES) return false;
      comment = 0;
      return true;
    },
    variation() {
      if (variation < VARIATION_BYTES) return false;
      variation = 0;
      return true;
    },
  };
}

/**
 * Records of distinct seeded four-player games of the engine's bots, with comments after some
 * moves and variations (a few moves of the same game as the alternative) after others, as
 * `recordToJson`-shaped records; built until their canonical text reaches `bytes`.
 */
export function notationCorpus(bytes, { recordGame, formatRecords, formatMoveItem }) {
  const random = botRandom(7);
  const records = [];
  let text = '';
  let moves = 0;
  // The engine's moves of every game as JSON, for the size comparison.
  let jsonBytes = 0;
  for (let index = 0; text.length < bytes; index++) {
    const seed = `bench-${index}`;
    const initial = newGame({ players: 4, seed });
    const game = playOut(initial, weightedRandomBot(botRandom(index + 1)), applyMove);
    const record = recordGame(
      { initial, moves: game.moves },
      {
        seed,
        tags: {
          Event: 'Benchmark',
          Site: `Club ${index % 17}`,
          Date: '2026.11.26',
          Round: String(index + 1),
        },
      },
    );
    const moveItems = record.body.filter((item) => item.kind === 'move');
    const body = [];
    const due = spacing();
    for (const item of record.body) {
      body.push(item);
      due.moved(item.kind === 'move' ? formatMoveItem(item).length + 1 : 6);
      if (item.kind !== 'move') continue;
      if (due.comment()) body.push({ kind: 'comment', style: 'brace', text: commentText(random) });
      if (due.variation()) {
        const line = [];
        const target = variationBytes(random);
        for (
          let at = random(moveItems.length), size = 0;
          size < target;
          at = (at + 1) % moveItems.length
        ) {
          const { move } = moveItems[at];
          line.push({ kind: 'move', move });
          size += formatMoveItem({ kind: 'move', move }).length + 1;
        }
        body.push({ kind: 'variation', body: line });
      }
    }
    moves += moveItems.length;
    jsonBytes += JSON.stringify(game.moves).length;
    records.push({ header: record.header, body });
    text += formatRecords([records.at(-1)], { seats: 'as-written' });
    if (index > 0) text += '\n';
  }
  return {
    text: formatRecords(records, { seats: 'as-written' }),
    games: records.length,
    moves,
    jsonBytes,
  };
}

const FILES = 'abcdefgh';
const PIECES = ['', '', '', 'N', 'B', 'R', 'Q', 'K'];

function sanMove(random) {
  if (random(40) === 0) return random(2) === 0 ? 'O-O' : 'O-O-O';
  const piece = PIECES[random(PIECES.length)];
  const capture = random(5) === 0 ? 'x' : '';
  const square = `${FILES[random(8)]}${1 + random(8)}`;
  const from = piece === '' && capture ? FILES[random(8)] : '';
  return `${piece}${from}${capture}${square}${random(12) === 0 ? '+' : ''}`;
}

/** PGN of distinct games (random moves of every kind), with comments and variations, up to `bytes`. */
export function pgnCorpus(bytes) {
  const random = botRandom(11);
  let text = '';
  let games = 0;
  while (text.length < bytes) {
    games++;
    text += `[Event "Benchmark"]\n[Site "Club ${games % 17}"]\n[Date "2026.11.26"]\n[Round "${games}"]\n[White "Player ${random(500)}"]\n[Black "Player ${random(500)}"]\n[Result "*"]\n\n`;
    const length = 30 + random(50);
    const due = spacing();
    for (let move = 1; move <= length; move++) {
      for (const side of [0, 1]) {
        const san = sanMove(random);
        const written = side === 0 ? `${move}. ${san} ` : `${san} `;
        text += written;
        due.moved(written.length);
        if (due.comment()) text += `{${commentText(random)}} `;
        if (due.variation()) {
          // The alternative to the move just written, and a few after it.
          let alternative = `(${move}.${side === 0 ? '' : '..'}`;
          const target = variationBytes(random);
          while (alternative.length < target) alternative += ` ${sanMove(random)}`;
          text += `${alternative}) `;
          if (side === 0) text += `${move}... `;
        }
      }
    }
    text += '*\n\n';
  }
  return { text, games };
}

/** SGF of distinct 19x19 Go games (random points), with comments and variations, up to `bytes`. */
export function sgfCorpus(bytes) {
  const random = botRandom(13);
  const point = () =>
    `${String.fromCharCode(97 + random(19))}${String.fromCharCode(97 + random(19))}`;
  let text = '';
  let games = 0;
  while (text.length < bytes) {
    games++;
    text += `(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[6.5]PB[Player ${random(500)}]PW[Player ${random(500)}]DT[2026-11-26]RE[B+R]`;
    const length = 120 + random(120);
    // Each variation opens a branch: the main line goes on in the first, the alternative is the
    // second (SGF's tree), so every variation adds a level until the game's end.
    let open = 0;
    const alternatives = [];
    const due = spacing();
    for (let move = 1; move <= length; move++) {
      const written = `;${move % 2 === 1 ? 'B' : 'W'}[${point()}]`;
      text += written;
      due.moved(written.length);
      // SGF escapes a ] in a text value.
      if (due.comment()) text += `C[${commentText(random).replaceAll(']', '\\]')}]`;
      if (due.variation() && move < length) {
        let alternative = '';
        const target = variationBytes(random);
        for (let step = 0; alternative.length < target; step++)
          alternative += `;${(move + step) % 2 === 1 ? 'W' : 'B'}[${point()}]`;
        alternatives.push(`(${alternative})`);
        text += '(';
        open++;
      }
    }
    while (open-- > 0) text += `)${alternatives.pop()}`;
    text += ')\n';
  }
  return { text, games };
}

/**
 * The share of a corpus's bytes in comments and in variations (the text between the parentheses
 * of a variation, or an SGF branch that is not the main line), to show the corpora are alike.
 */
export function shares(text, format) {
  const comments = (
    text.match(format === 'sgf' ? /C\[(?:\\.|[^\]\\])*\]/g : /\{[^}]*\}/g) ?? []
  ).join('').length;
  let variations = 0;
  if (format === 'sgf')
    variations = (text.match(/\)\((?:;[BW]\[[a-s]{2}\])+\)/g) ?? []).join('').length;
  else {
    let depth = 0;
    let comment = false;
    for (const char of text) {
      if (char === '{') comment = true;
      else if (char === '}') comment = false;
      else if (!comment && char === '(') depth++;
      else if (!comment && char === ')') depth--;
      if (depth > 0) variations++;
    }
  }
  return { comments: comments / text.length, variations: variations / text.length };
}
