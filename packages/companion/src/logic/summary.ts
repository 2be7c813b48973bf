import type { Color, ScoreResult } from '@antarctica-game/scoring';
import { messagesFor, playerName } from '../i18n/names.js';
import { liveScores } from './score.js';
import type { Language, Session } from './session.js';

/** One line of the ranking: a player's place, name and totals. */
export interface RankedPlayer {
  seat: number;
  color: Color;
  name: string;
  place: number;
  points: number;
  firstPlaces: number;
  buildingCards: number;
}

/** The players by place (seating order among equals), named in the language. */
export function ranking(session: Session, result: ScoreResult, language: Language): RankedPlayer[] {
  return result.standings
    .map((standing, seat) => ({
      seat,
      color: standing.player,
      name: playerName(session, seat, language),
      place: standing.place,
      points: standing.points,
      firstPlaces: standing.firstPlaces,
      buildingCards: standing.buildingCards,
    }))
    .sort((a, b) => a.place - b.place || a.seat - b.seat);
}

/** The names of the winners, joined. */
export function winnerNames(session: Session, result: ScoreResult, language: Language): string {
  return result.winners
    .map((color) =>
      playerName(
        session,
        session.players.findIndex((player) => player.color === color),
        language,
      ),
    )
    .join(', ');
}

/**
 * A text summary of the result in a language, for sharing (in English for a language whose
 * words are not loaded yet: see `loadMessages`).
 */
export function resultSummary(session: Session, language: Language = 'en'): string {
  const result = liveScores(session);
  const messages = messagesFor(language);
  const lines = [
    `Antarctica — ${messages.winner(winnerNames(session, result, language))} (${messages.decidedBy[result.decidedBy]})`,
  ];
  for (const player of ranking(session, result, language)) {
    lines.push(
      `${player.place}. ${player.name}: ${player.points} ${messages.vp} (${messages.firstPlaces}: ${player.firstPlaces}, ${messages.buildingCards}: ${player.buildingCards})`,
    );
  }
  return lines.join('\n');
}
