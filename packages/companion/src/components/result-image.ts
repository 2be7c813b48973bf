import type { CategoryScore } from '@antarctica-game/scoring';
import { messagesFor } from '../i18n/messages.js';
import { liveScores } from '../logic/score.js';
import type { Language, Session } from '../logic/session.js';
import { ranking, winnerNames } from '../logic/summary.js';
import { COLOR_MARK } from './tokens.js';

const FILL: Record<string, string> = {
  red: '#c62828',
  blue: '#1565c0',
  green: '#2e7d32',
  yellow: '#f9a825',
};

/**
 * Draws the final result (winner, ranking with points and breakdown) as a PNG image, for
 * sharing where text is not enough. Resolves with null if the browser cannot draw it.
 */
export async function resultImage(
  session: Session,
  language: Language,
  date: Date = new Date(),
): Promise<Blob | null> {
  const result = liveScores(session);
  const messages = messagesFor(language);
  const players = ranking(session, result, language);
  const width = 720;
  const height = 190 + players.length * 76;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context === null) return null;
  const font = (size: number, weight = 400) =>
    `${weight} ${size}px system-ui, "DejaVu Sans", sans-serif`;
  context.fillStyle = '#f4f7fa';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#0b6e99';
  context.fillRect(0, 0, width, 12);
  context.fillStyle = '#14213d';
  context.textBaseline = 'alphabetic';
  context.font = font(36, 700);
  context.fillText('Antarctica', 32, 64);
  context.font = font(20);
  context.fillStyle = '#51606f';
  context.fillText(new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date), 32, 96);
  context.fillStyle = '#14213d';
  context.font = font(24, 700);
  context.fillText(
    `★ ${messages.winner(winnerNames(session, result, language))}`,
    32,
    140,
    width - 64,
  );
  context.font = font(18);
  context.fillStyle = '#51606f';
  context.fillText(messages.decidedBy[result.decidedBy], 32, 166, width - 64);
  const sum = (kind: CategoryScore['kind'], seat: number) =>
    result.categories
      .filter((category) => category.kind === kind)
      .reduce((total, category) => total + (category.players[seat]?.points ?? 0), 0);
  players.forEach((player, row) => {
    const top = 190 + row * 76;
    context.fillStyle = row % 2 === 0 ? '#e8f3fa' : '#f4f7fa';
    context.fillRect(16, top, width - 32, 72);
    context.fillStyle = '#14213d';
    context.font = font(28, 700);
    context.fillText(`${player.place}.`, 32, top + 46);
    context.fillStyle = FILL[player.color] ?? '#51606f';
    context.fillRect(80, top + 18, 56, 36);
    context.fillStyle = player.color === 'yellow' ? '#14213d' : '#ffffff';
    context.font = font(20, 700);
    const mark = COLOR_MARK[player.color];
    context.fillText(`${mark?.shape ?? ''}${mark?.letter ?? ''}`, 88, top + 44);
    context.fillStyle = '#14213d';
    context.font = font(24, 600);
    context.fillText(player.name, 152, top + 34, 400);
    context.font = font(16);
    context.fillStyle = '#51606f';
    context.fillText(
      messages.breakdown(
        sum('area', player.seat),
        sum('track', player.seat),
        sum('asterisk-cards', player.seat),
        sum('discarded-resources', player.seat),
      ),
      152,
      top + 60,
      420,
    );
    context.fillStyle = '#14213d';
    context.font = font(30, 700);
    context.textAlign = 'right';
    context.fillText(`${player.points} ${messages.vp}`, width - 32, top + 48);
    context.textAlign = 'left';
  });
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));
}
