/**
 * Characters that must not reach a terminal as they are: C0 and C1 control characters (line
 * breaks, escape sequences), DEL, the bidirectional marks, embeddings, overrides and isolates
 * (which reorder what follows), the line and paragraph separators, and lone surrogates.
 */
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The same, less what `JSON.stringify` already escapes inside strings (C0 and lone surrogates). */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

const escapeOne = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * `text` with every character that could garble a terminal written as a `\uXXXX` escape, so
 * that a name such as `"Eve\u001b[2J"` prints as `Eve\u001b[2J` instead of clearing the screen.
 * Other text, right-to-left scripts and emoji included, is left as it is.
 */
export function safeText(text: string): string {
  return text.replace(UNSAFE, escapeOne);
}

/**
 * Text from `JSON.stringify` with the characters it leaves as they are (C1 controls, DEL, the
 * bidirectional controls, the line separators) escaped too. They only occur inside strings,
 * where `\uXXXX` means the same character: the JSON still parses to the same value.
 */
export function safeJson(json: string): string {
  return json.replace(UNSAFE_IN_JSON, escapeOne);
}
