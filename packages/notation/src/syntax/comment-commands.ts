import type { CommentCommand } from './record.js';

/**
 * The commands written in a comment's text (`[%clk 0:01:02] [%vp 41,38,35]`), in the order
 * written; undefined when it holds none. A command is `[%`, a name of letters, digits and `_`
 * starting with a letter, then `]` or white space and the value up to the next `]` (white space
 * around it left out). A `[%` that does not make a command is left as text. (A scan rather than
 * a regular expression: the parser calls this on every comment.)
 */
export function readCommentCommands(text: string): CommentCommand[] | undefined {
  let commands: CommentCommand[] | undefined;
  let at = text.indexOf('[%');
  while (at >= 0) {
    let index = at + 2;
    while (index < text.length && isNameChar(text.charCodeAt(index), index === at + 2)) index++;
    const close = text.indexOf(']', index);
    if (close < 0) break;
    const next = text.charCodeAt(index);
    if (index > at + 2 && (index === close || isSpace(next))) {
      let start = index;
      let stop = close;
      while (start < stop && isSpace(text.charCodeAt(start))) start++;
      while (stop > start && isSpace(text.charCodeAt(stop - 1))) stop--;
      const command = { name: text.slice(at + 2, index), value: text.slice(start, stop) };
      // The first in a literal of one: most comments hold one command, and push would make room for 17.
      if (commands === undefined) commands = [command];
      else commands.push(command);
      at = text.indexOf('[%', close + 1);
    } else at = text.indexOf('[%', at + 2);
  }
  return commands;
}

function isNameChar(code: number, first: boolean): boolean {
  if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return true;
  return !first && ((code >= 48 && code <= 57) || code === 95);
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
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
