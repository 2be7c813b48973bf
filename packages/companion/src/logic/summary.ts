import type { Color } from '@antarctica-game/scoring';
import { messagesOf, playerName } from '../i18n/names.js';
import { liveScores } from './score.js';
import type { Session } from './session.js';

/** A text summary of the result, for sharing. */
export function resultSummary(session: Session): string {
  const live = liveScores(session);
  const messages = messagesOf(session);
  if (!live.ok) return messages.invalidSheet;
  const { result } = live;
  const nameOf = (color: Color) =>
    playerName(
      session,
      session.players.findIndex((player) => player.color === color),
    );
  const lines = [
    `Antarctica — ${messages.winner(result.winners.map(nameOf).join(', '))} (${messages.decidedBy[result.decidedBy]})`,
  ];
  for (const standing of [...result.standings].sort((a, b) => a.place - b.place)) {
    lines.push(
      `${standing.place}. ${nameOf(standing.player)}: ${standing.points} ${messages.vp} (${messages.firstPlaces}: ${standing.firstPlaces}, ${messages.buildingCards}: ${standing.buildingCards})`,
    );
  }
  return lines.join('\n');
}
