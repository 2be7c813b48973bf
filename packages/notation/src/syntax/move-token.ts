import type { ShipyardCard } from '@antarctica-game/engine';
import { readBuildingCard, readResourceCard } from './card-names.js';
import type { NotationErrorCode } from './notation-error.js';
import type { NotationMove, ShipRef } from './record.js';
import { LOOSE_LIMITS, MOVE_FORMS, type TokenLimits, type TokenRead } from './token-limits.js';
import {
  type Annotation,
  DECK_BY_LETTER,
  DECK_LETTERS,
  PLACE_LETTERS,
  SHIPYARD_BY_LETTER,
} from './vocabulary.js';

// The limits, forms and result type live in their own file; the parser imports them from here too.
export { LOOSE_LIMITS, MOVE_FORMS, type TokenLimits, type TokenRead } from './token-limits.js';
// The writing side lives in its own file; replay and conversion import it from here too.
export { shipName, writeMoveToken } from './write-move-token.js';

const ANNOTATION_SET: ReadonlySet<string> = new Set(['!', '?', '!!', '??', '!?', '?!']);

/**
 * Reads the move of one token (without its seat letter) from `text[start, end)`, with its
 * annotation. Never throws.
 */
export function readMoveToken(
  text: string,
  start: number,
  end: number,
  limits: TokenLimits,
): TokenRead {
  const reader = new Reader(text, start, end, limits);
  const move = reader.move();
  if (move === null) {
    // A token cut short is reported at its last character, not past it.
    const failure = reader.failure();
    if (!failure.ok && failure.offset >= end) failure.offset = Math.max(start, end - 1);
    return failure;
  }
  if (move.type === 'drawDraftCards') {
    if (reader.at < end)
      return fault(
        'bad-annotation',
        'a draw takes no annotation: every letter after w is a card (i, s, p, f or ?)',
        reader.at,
        ['i', 's', 'p', 'f', '?'],
      );
    return { ok: true, move, annotation: undefined };
  }
  if (reader.at === end) return { ok: true, move, annotation: undefined };
  const rest = text.slice(reader.at, end);
  if (ANNOTATION_SET.has(rest)) return { ok: true, move, annotation: rest as Annotation };
  return fault(
    'bad-annotation',
    `"${rest.slice(0, 20)}" after the token is not an annotation (! ? !! ?? !? ?!)`,
    reader.at,
    ['!', '?', '!!', '??', '!?', '?!', 'a space'],
  );
}

function fault(
  code: NotationErrorCode,
  message: string,
  offset: number,
  expected: string[],
): TokenRead {
  return { ok: false, code, message, offset, expected };
}

class Reader {
  /**
   * A reader kept for V8's sake, so that the readers' hidden class outlives every parse: see
   * `Parser.last` in parse/parse-records.ts.
   */
  static readonly shape: Reader = new Reader('', 0, 0, LOOSE_LIMITS);

  at: number;
  private problem: Extract<TokenRead, { ok: false }> | null = null;

  constructor(
    private readonly text: string,
    start: number,
    private readonly end: number,
    private readonly limits: TokenLimits,
  ) {
    this.at = start;
  }

  failure(): TokenRead {
    return (
      this.problem ?? {
        ok: false,
        code: 'unknown-token',
        message: 'not a token',
        offset: this.at,
        expected: [...MOVE_FORMS],
      }
    );
  }

  private fail(code: NotationErrorCode, message: string, offset: number, expected: string[]): null {
    this.problem = { ok: false, code, message, offset, expected };
    return null;
  }

  private peek(): number {
    return this.at < this.end ? this.text.charCodeAt(this.at) : -1;
  }

  /** A number from 1 to `max` written in digits; returns it counted from 0. */
  private index(what: string, max: number, form: string): number | null {
    const begin = this.at;
    let value = 0;
    let digits = 0;
    // Every digit is read (the message shows the number as written); past four, none is counted.
    for (let code = this.peek(); code >= 48 && code <= 57; code = this.peek()) {
      if (digits < 4) value = value * 10 + (code - 48);
      digits++;
      this.at++;
    }
    if (digits === 0)
      return this.fail('bad-argument', `expected ${what} (1 to ${max})`, begin, [
        form.replace('#', '1'),
        form.replace('#', String(max)),
      ]);
    if (value < 1 || value > max || digits > 4)
      return this.fail(
        'bad-argument',
        `${what} ${digits > 4 ? `${this.text.slice(begin, begin + Math.min(digits, 12))}${digits > 12 ? '…' : ''}` : value} is out of range: 1 to ${max}`,
        begin,
        rangeForms(form, max),
      );
    return value - 1;
  }

  private area(form: string): number | null {
    return this.index('an area', this.limits.areas, form);
  }

  private track(form: string): number | null {
    return this.index('a Research Track', this.limits.tracks, form);
  }

  private ship(form: string): ShipRef | null {
    const area = this.area(form);
    if (area === null) return null;
    const code = this.peek();
    const place = code - 97;
    if (place < 0 || place >= this.limits.places)
      return this.fail(
        'bad-argument',
        `expected the ship's place in line in area ${area + 1}: a letter from a (first) to ${PLACE_LETTERS[this.limits.places - 1]}`,
        this.at,
        [...PLACE_LETTERS.slice(0, this.limits.places)],
      );
    this.at++;
    return { area, place };
  }

  private card(form: string): ShipyardCard | null | undefined {
    const code = this.peek();
    if (code === 63) {
      this.at++;
      return null;
    }
    const card = SHIPYARD_BY_LETTER.get(String.fromCharCode(code));
    if (card === undefined) {
      this.fail(
        'bad-argument',
        'expected a Shipyard Card: i (Icebreaker), s (Place a Scientist), p (+2 Scientists), f (Fast Research) or ? (not seen)',
        this.at,
        ['i', 's', 'p', 'f', '?'].map((letter) => `${form}${letter}`),
      );
      return undefined;
    }
    this.at++;
    return card;
  }

  move(): NotationMove | null {
    const code = this.peek();
    this.at++;
    switch (code) {
      case 115: {
        // s: sail
        const to = this.area('s#');
        return to === null ? null : { type: 'sail', to };
      }
      case 98:
        return this.build();
      case 121:
        return { type: 'buildShip' };
      case 99:
        return { type: 'recruit' };
      case 114: {
        const track = this.track('r#');
        return track === null ? null : { type: 'research', track };
      }
      case 107:
        return this.cardPlay();
      case 120:
        return this.discard();
      case 101:
        return { type: 'endTurn' };
      case 109: {
        const ship = this.ship('m#');
        if (ship === null) return null;
        const to = this.area(`m${ship.area + 1}${PLACE_LETTERS[ship.place]}#`);
        return to === null ? null : { type: 'moveShip', ship, to };
      }
      case 97: {
        const track = this.track('a#');
        return track === null ? null : { type: 'advance', track };
      }
      case 116: {
        const card = this.card('t');
        return card === undefined ? null : { type: 'takeShipyardCard', card };
      }
      case 100: {
        const card = this.card('d');
        return card === undefined ? null : { type: 'draftPick', card };
      }
      case 119:
        return this.draw();
      case 45:
        return { type: 'pass' };
      case 111: {
        const track = this.track('o#');
        return track === null ? null : { type: 'placeOpeningCube', track };
      }
      case 112: {
        const area = this.area('p#');
        return area === null ? null : { type: 'placeShip', area };
      }
      default:
        this.at--;
        return this.fail(
          'unknown-token',
          `"${this.text.slice(this.at, Math.min(this.end, this.at + 20))}" is not a move`,
          this.at,
          [...MOVE_FORMS],
        );
    }
  }

  private build(): NotationMove | null {
    const deck = DECK_BY_LETTER.get(String.fromCharCode(this.peek()));
    if (deck === undefined)
      return this.fail(
        'bad-argument',
        'expected the pile after b: b (Basic), d (Double) or a (Advanced)',
        this.at,
        ['bb', 'bd', 'ba'],
      );
    this.at++;
    let track: number | null;
    if (this.peek() === 45) {
      this.at++;
      track = null;
    } else {
      track = this.track(`b${DECK_LETTERS[deck]}#`);
      if (track === null) return null;
    }
    const move: Extract<NotationMove, { type: 'build' }> = { type: 'build', deck, track };
    if (this.peek() === 43) {
      this.at++;
      const begin = this.at;
      while (this.at < this.end && isCardChar(this.peek())) this.at++;
      const card = readResourceCard(this.text.slice(begin, this.at));
      if (card === null)
        return this.fail(
          'bad-argument',
          'expected a Resource Card after +: the codes of what it stands in for (such as Cr or La), and a copy number from 2 if the hand holds two alike',
          begin,
          ['+Cr', '+Sh', '+De', '+Wi', '+La', '+Fa'],
        );
      move.resourceCard = card;
    }
    if (this.peek() === 62) {
      this.at++;
      const begin = this.at;
      if (this.peek() === 63) {
        this.at++;
        move.reveal = null;
      } else {
        while (
          this.at < this.end &&
          (isCardChar(this.peek()) || this.peek() === 47 || this.peek() === 35)
        )
          this.at++;
        const card = readBuildingCard(this.text.slice(begin, this.at));
        if (card === null)
          return this.fail(
            'bad-argument',
            'expected the Building Card that turned up after >: what it builds and requires (such as Ca/Cr), #<number> from 1, or ?',
            begin,
            ['>Ca/Cr', '>#12', '>?'],
          );
        if ('id' in card && card.id >= this.limits.cards)
          return this.fail(
            'bad-argument',
            `card #${card.id + 1} is out of range: the edition has ${this.limits.cards} Building Cards, #1 to #${this.limits.cards}`,
            begin,
            ['>#1', `>#${this.limits.cards}`],
          );
        move.reveal = card;
      }
    }
    return move;
  }

  private cardPlay(): NotationMove | null {
    const code = this.peek();
    this.at++;
    switch (code) {
      case 105: {
        const area = this.area('ki#');
        return area === null ? null : { type: 'playIcebreaker', area };
      }
      case 115:
        return { type: 'playPlaceScientist' };
      case 112:
        return { type: 'playPlusTwoScientists' };
      case 102: {
        const track = this.track('kf#');
        return track === null ? null : { type: 'playFastResearch', track };
      }
      default:
        this.at--;
        return this.fail(
          'bad-argument',
          'expected the card played after k: i<area> (Icebreaker), s (Place a Scientist), p (+2 Scientists) or f<track> (Fast Research)',
          this.at,
          ['ki<area>', 'ks', 'kp', 'kf<track>'],
        );
    }
  }

  private discard(): NotationMove | null {
    const code = this.peek();
    if (code === 99) {
      this.at++;
      return { type: 'discard', resource: 'cube' };
    }
    if (code === 97) {
      this.at++;
      return { type: 'discard', resource: 'availableShip' };
    }
    if (code >= 48 && code <= 57) {
      const ship = this.ship('x#');
      return ship === null ? null : { type: 'discard', resource: 'boardShip', ship };
    }
    return this.fail(
      'bad-argument',
      'expected what is discarded after x: c (a cube), a (an available ship) or a ship on the board by area and place (x3b)',
      this.at,
      ['xc', 'xa', 'x<area><place>'],
    );
  }

  private draw(): NotationMove | null {
    if (this.peek() === 63 && this.at + 1 === this.end) {
      this.at++;
      return { type: 'drawDraftCards', cards: null };
    }
    const cards: Array<ShipyardCard | null> = [];
    while (this.at < this.end) {
      if (this.peek() === 33)
        return this.fail(
          'bad-annotation',
          'a draw takes no annotation: every letter after w is a card (i, s, p, f or ?)',
          this.at,
          ['i', 's', 'p', 'f', '?'],
        );
      const card = this.card('w');
      if (card === undefined) return null;
      cards.push(card);
    }
    if (cards.length === 0)
      return this.fail(
        'bad-argument',
        'expected the cards turned up after w (such as wiisp), or w? if they were not seen',
        this.at,
        ['w?', 'wiisp'],
      );
    return { type: 'drawDraftCards', cards };
  }
}

function isCardChar(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
}

function rangeForms(form: string, max: number): string[] {
  if (max > 12) return [form.replace('#', '1'), form.replace('#', String(max))];
  return Array.from({ length: max }, (_, index) => form.replace('#', String(index + 1)));
}
