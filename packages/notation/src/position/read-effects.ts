import type { Effect } from '@antarctica-game/engine';
import { SHIPYARD_BY_LETTER } from '../syntax/vocabulary.js';
import { Bad, EFFECT_LETTERS, SYMBOL_BY_LETTER } from './position-codes.js';

/** Pending effects: `,` between them, a track action's deferred ones in parentheses. */
export function readEffects(text: string, seatList: (value: string) => number[]): Effect[] {
  let at = 0;
  const list = (): Effect[] => {
    const out: Effect[] = [];
    for (;;) {
      out.push(one());
      if (text[at] !== ',') return out;
      at++;
    }
  };
  const until = (stop: RegExp) => {
    const from = at;
    while (at < text.length && !stop.test(text[at] as string)) at++;
    return text.slice(from, at);
  };
  const one = (): Effect => {
    const letter = text[at++];
    if (letter === EFFECT_LETTERS.trackAction) {
      const symbol = SYMBOL_BY_LETTER.get(text[at++] ?? '');
      const mover = seatList(text[at++] ?? '')[0] as number;
      if (symbol === undefined || text[at++] !== ':')
        throw new Bad(`a track action is t, its symbol, its mover, then :seats:tracks`);
      const seats = seatList(until(/:/));
      at++;
      const usedTracks = [...until(/[(,)]/)].map((digit) => Number(digit) - 1);
      let deferred: Effect[] = [];
      if (text[at] === '(') {
        at++;
        deferred = list();
        if (text[at++] !== ')') throw new Bad('a ( without its )');
      }
      return { kind: 'trackAction', symbol, mover, seats, usedTracks, deferred };
    }
    if (text[at++] !== ':') throw new Bad(`"${text}" is not a list of effects`);
    const seats = seatList(until(/[:,)]/));
    if (letter === EFFECT_LETTERS.shipyardPick) return { kind: 'shipyardPick', seats };
    if (text[at++] !== ':') throw new Bad(`"${text}" is not a list of effects`);
    const rest = until(/[,)]/);
    if (letter === EFFECT_LETTERS.draftDraw)
      return { kind: 'draftDraw', seats, count: Number(rest) };
    if (letter === EFFECT_LETTERS.draft)
      return {
        kind: 'draft',
        seats,
        cards: [...rest].map((card) => {
          const found = SHIPYARD_BY_LETTER.get(card);
          if (found === undefined) throw new Bad(`"${card}" is no Shipyard Card`);
          return found;
        }),
      };
    throw new Bad(`"${letter ?? ''}" is no kind of effect (t, y, d, w)`);
  };
  const effects = list();
  if (at !== text.length) throw new Bad(`"${text.slice(at)}" after the effects`);
  return effects;
}
