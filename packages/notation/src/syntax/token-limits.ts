import type { Edition } from '@antarctica-game/engine';
import type { NotationErrorCode } from './notation-error.js';
import type { NotationMove } from './record.js';
import type { Annotation } from './vocabulary.js';

/** The sizes arguments are checked against: the edition's and the record's, or generous bounds. */
export interface TokenLimits {
  areas: number;
  tracks: number;
  places: number;
  seats: number;
  /** The edition's Building Cards, for `#N`. */
  cards: number;
}

/** Bounds used when the record's edition is unknown. */
export const LOOSE_LIMITS: TokenLimits = {
  areas: 99,
  tracks: 99,
  places: 26,
  seats: 4,
  cards: 9999,
};

/**
 * The limits of a record whose header reads as `settings`: its edition's sizes and its players,
 * or {@link LOOSE_LIMITS} (with its players) when the edition is unknown.
 */
export function limitsOf(settings: {
  edition: Edition | null;
  players: readonly unknown[];
}): TokenLimits {
  const edition = settings.edition;
  return edition === null
    ? { ...LOOSE_LIMITS, seats: settings.players.length }
    : {
        areas: edition.areas,
        tracks: edition.tracks.length,
        places: edition.shipSpaces,
        seats: settings.players.length,
        cards: edition.buildingCards.length,
      };
}

/** The forms of every move token, for "expected" lists. */
export const MOVE_FORMS: readonly string[] = [
  's<area>',
  'b<pile><track>',
  'y',
  'c',
  'r<track>',
  'ki<area>',
  'ks',
  'kp',
  'kf<track>',
  'xc',
  'xa',
  'x<area><place>',
  'e',
  'm<area><place><area>',
  'a<track>',
  't<card>',
  'd<card>',
  'w<cards>',
  '-',
  'o<track>',
  'p<area>',
];

/** A token read, or why not: the code, a message, the offset of the fault, and what was expected. */
export type TokenRead =
  | { ok: true; move: NotationMove; annotation: Annotation | undefined }
  | { ok: false; code: NotationErrorCode; message: string; offset: number; expected: string[] };
