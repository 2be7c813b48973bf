// Sharing the final scores: as text through the share sheet (or copied), as an image (shared,
// or downloaded), and saving any file the app offers (exports).
import { messagesFor } from '../i18n/messages.js';
import type { Language, Session } from '../logic/session.js';
import { resultSummary } from '../logic/summary.js';
import { resultImage } from './result-image.js';

type ShareNavigator = Navigator & {
  canShare?: (data: ShareData) => boolean;
  share?: (data: ShareData) => Promise<void>;
};

/** Offers a file to save: text as JSON, or a blob as it is. */
export function download(content: string | Blob, name: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(
    typeof content === 'string' ? new Blob([content], { type: 'application/json' }) : content,
  );
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/**
 * Shares the result as text, or copies it; returns what to tell the players (the text itself
 * when neither worked, to copy by hand), or null when they cancelled.
 */
export async function shareText(session: Session, language: Language): Promise<string | null> {
  const messages = messagesFor(language);
  const text = resultSummary(session, language);
  const nav = navigator as ShareNavigator;
  try {
    if (nav.share !== undefined) {
      await nav.share({ text });
      return messages.shared;
    }
    await navigator.clipboard.writeText(text);
    return messages.copied;
  } catch (error) {
    return (error as Error)?.name === 'AbortError' ? null : text;
  }
}

/** Shares the result as an image, or downloads it; returns what to tell the players, or null. */
export async function shareImage(session: Session, language: Language): Promise<string | null> {
  const messages = messagesFor(language);
  const blob = await resultImage(session, language);
  if (blob === null) return null;
  const name = 'antarctica-result.png';
  const file = new File([blob], name, { type: 'image/png' });
  const nav = navigator as ShareNavigator;
  if (nav.share !== undefined && nav.canShare?.({ files: [file] }) === true) {
    try {
      await nav.share({ files: [file], text: resultSummary(session, language) });
      return messages.shared;
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return null;
    }
  }
  download(blob, name);
  return messages.imageSaved;
}
