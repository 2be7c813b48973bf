import { readdirSync, readFileSync } from 'node:fs';
import { mulberry32Next, mulberry32Unit } from '@antarctica-game/foundation/random';

/**
 * Texts to parse, to compare parsers: the examples, a collection as the bench builds it
 * (`bench-corpus.agn`: bench/corpora.mjs at 40 KB, distinct games with comments, clock commands
 * and variations), and pieces of it mutated at random (seeded) so that every kind of error and
 * recovery is met: unclosed and empty variations, glyphs in odd places, seat letters, bad tokens.
 */
export function parseTexts(): Array<{ name: string; text: string }> {
  const examples = new URL('../../../examples/', import.meta.url);
  const texts = readdirSync(examples)
    .filter((name) => name.endsWith('.agn'))
    .sort()
    .map((name) => ({ name, text: readFileSync(new URL(name, examples), 'utf8') }));
  const corpus = readFileSync(new URL('bench-corpus.agn', import.meta.url), 'utf8');
  texts.push({ name: 'bench-corpus.agn', text: corpus });
  const random = seeded(18);
  for (let index = 0; index < 400; index++) {
    const start = random(corpus.length - 3000);
    let text = corpus.slice(start, start + 600 + random(2400));
    for (let step = 1 + random(6); step > 0; step--) text = mutate(text, random);
    texts.push({ name: `mutated-${index}`, text });
  }
  return texts;
}

const ALPHABET = ' \n\r\t{}[]();"$!?.-+>/#0123456789abcdeikmoprstwxyABCDEFLPShq\u00e9\ud83d';

/** A character inserted, deleted or replaced, or a token or a parenthesis doubled. */
function mutate(text: string, random: (below: number) => number): string {
  const at = random(text.length + 1);
  switch (random(5)) {
    case 0:
      return text.slice(0, at) + ALPHABET[random(ALPHABET.length)] + text.slice(at);
    case 1:
      return text.slice(0, at) + text.slice(at + 1 + random(3));
    case 2:
      return text.slice(0, at) + ALPHABET[random(ALPHABET.length)] + text.slice(at + 1);
    case 3: {
      const tokens = text.split(' ');
      const index = random(tokens.length);
      tokens.splice(index, 0, tokens[index] ?? '');
      return tokens.join(' ');
    }
    default:
      return `${text.slice(0, at)}${random(2) === 0 ? '( ' : ' )'}${text.slice(at)}`;
  }
}

/** A small seeded generator (mulberry32): integers below `below`. */
function seeded(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = mulberry32Next(state);
    return Math.floor(mulberry32Unit(state) * below);
  };
}
