import {
  DEFAULT_EDITION,
  type GameEndReason,
  gameEndReason,
} from '@antarctica-game/engine/helpers';
import { type Color, type PlayerCount, scientistsPerColor } from '@antarctica-game/scoring';
import type { Session } from './session.js';

/**
 * Why the game ends after the current turn, as the rulebook says: a player has placed their
 * last scientist, or the last Building Card has been taken.
 */
export type GameEnd =
  | {
      /** A player has placed their last scientist. */
      reason: 'last-scientist';
      /** That player's colour. */
      color: Color;
    }
  | {
      /** Every Building Card in play has been taken. */
      reason: 'last-building';
      /** Building Cards in a game of this player count. */
      cards: number;
      /** Whether that number is provisional (2 and 3 players: the cards' player-count backs are not known). */
      provisional: boolean;
    };

/**
 * Building Cards in play at a player count: all 39 at 4 players; fewer at 2 and 3, where the
 * cards with a player-count back stay in the box (how many is provisional edition data).
 */
export function buildingCardsInGame(players: PlayerCount): number {
  return DEFAULT_EDITION.buildingCards.filter((card) => card.minPlayers <= players).length;
}

/** Each player's scientists not yet on the board. */
function scientistsLeftOf(session: Session): number[] {
  const players = session.players.length as PlayerCount;
  return session.players.map(
    (player) => scientistsPerColor(players) - scientistsOnBoard(session, player.color),
  );
}

/** Why the game ends after this turn, as the engine names it (`gameEndReason`), or null. */
export function gameEndReasonOf(session: Session): GameEndReason | null {
  const players = session.players.length as PlayerCount;
  const taken = session.players.reduce((sum, player) => sum + player.buildingCards, 0);
  return gameEndReason(scientistsLeftOf(session), buildingCardsInGame(players) - taken);
}

/** Scientists of one colour on the board. */
export function scientistsOnBoard(session: Session, color: Color): number {
  return session.areas.reduce((sum, area) => sum + (area.scientists[color] ?? 0), 0);
}

/**
 * Whether the tally shows that the game ends after the current turn, and why; null if not. The
 * engine decides (`gameEndReason`) from what the tally counts: each player's scientists not yet
 * on the board, and the Building Cards not yet taken.
 */
export function gameEnd(session: Session): GameEnd | null {
  const players = session.players.length as PlayerCount;
  const scientistsLeft = scientistsLeftOf(session);
  const cards = buildingCardsInGame(players);
  const reason = gameEndReasonOf(session);
  const last = session.players[scientistsLeft.findIndex((left) => left <= 0)];
  if (reason === 'lastScientist' && last !== undefined)
    return { reason: 'last-scientist', color: last.color };
  if (reason === 'lastBuilding')
    return {
      reason: 'last-building',
      cards,
      provisional: players !== 4 && DEFAULT_EDITION.provenance.buildingCardDetails !== 'confirmed',
    };
  return null;
}
