import type { CommentCommand } from './record.js';

// `[%name value]`: a name of letters, digits and `_` starting with a letter, then (after white
// space) everything up to the next `]`. Anything else in the comment is text.
const COMMAND = /\[%([A-Za-z][A-Za-z0-9_]*)(?:[ \t\r\n]+([^\]]*?))?[ \t\r\n]*\]/g;

/**
 * The commands written in a comment's text (`[%clk 0:01:02] [%vp 41,38,35]`), in the order
 * written; undefined when it holds none. A `[%` that does not make a command is left as text.
 */
export function readCommentCommands(text: string): CommentCommand[] | undefined {
  // Most comments hold no command: one scan, no regular expression.
  if (text.indexOf('[%') < 0) return undefined;
  let commands: CommentCommand[] | undefined;
  for (const match of text.matchAll(COMMAND)) {
    commands ??= [];
    commands.push({ name: match[1] as string, value: match[2] ?? '' });
  }
  return commands;
}

/** The value of the first command of that name among a list of comments, if any. */
export function commandValue(
  comments: ReadonlyArray<{ commands?: readonly CommentCommand[] }>,
  name: string,
): string | undefined {
  for (const comment of comments)
    for (const command of comment.commands ?? []) if (command.name === name) return command.value;
  return undefined;
}

/**
 * Reads a clock, `[%clk H:MM:SS]` (also `M:SS`, and seconds with decimals `0:00:09.5`): the
 * time left on the mover's clock after the move, in seconds; null if the value is not a clock.
 */
export function readClock(value: string): number | null {
  const match = /^(?:(\d+):)?([0-5]?\d):([0-5]\d(?:\.\d+)?)$/.exec(value);
  if (match === null) return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** The text of a command as it stands in a comment: `[%name value]`. */
export function formatCommand(command: CommentCommand): string {
  return command.value === '' ? `[%${command.name}]` : `[%${command.name} ${command.value}]`;
}

/**
 * Reads projected Victory Points, `[%vp 41,38,35]`: one whole number for each seat in seating
 * order, `,` between them; null if the value is not such a list.
 */
export function readVictoryPoints(value: string): number[] | null {
  if (!/^-?\d{1,4}(?:,-?\d{1,4})*$/.test(value)) return null;
  return value.split(',').map(Number);
}
