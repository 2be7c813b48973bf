import type { Language, Session } from '../logic/session.js';
import { COLOR_NAMES, MESSAGES, type Messages } from './messages.js';

/** The interface words of a session's language. */
export function messagesOf(session: Session): Messages {
  return MESSAGES[session.language];
}

/** A player's name, or their colour's name in the session's language. */
export function playerName(session: Session, seat: number): string {
  const player = session.players[seat];
  if (player === undefined) return '?';
  return (
    player.name.trim() || (COLOR_NAMES[session.language as Language][player.color] ?? player.color)
  );
}

/** "Area 3", "Zone 3", "Strefa 3" (areas are numbered from 1 for people). */
export function areaName(session: Session, area: number): string {
  return `${messagesOf(session).area} ${area + 1}`;
}
