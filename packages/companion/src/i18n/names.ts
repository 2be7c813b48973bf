import type { Language, Session } from '../logic/session.js';
import { COLOR_NAMES } from './messages.js';

export { loadMessages, type Messages, messagesFor } from './messages.js';

/** A player's name, or their colour's name in the language. */
export function playerName(session: Session, seat: number, language: Language): string {
  const player = session.players[seat];
  if (player === undefined) return '?';
  return player.name.trim() || (COLOR_NAMES[language][player.color] ?? player.color);
}

/** "Area 3", "Zone 3", "Strefa 3" (areas are numbered from 1 for people). */
export function areaName(label: string, area: number): string {
  return `${label} ${area + 1}`;
}
