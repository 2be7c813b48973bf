/** A value shortened and with control characters shown as escapes, for messages. */
export function printable(text: string, limit = 60): string {
  let out = '';
  for (const char of text.length > limit ? text.slice(0, limit) : text) {
    const code = char.charCodeAt(0);
    out += code < 0x20 || code === 0x7f ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }
  return text.length > limit ? `${out}…` : out;
}
