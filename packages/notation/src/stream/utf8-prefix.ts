/**
 * How far bytes are UTF-8: where a text with a stray byte that is not UTF-8 (a Latin-1 `é` in a
 * comment, say) stops being text, so that readers can keep what comes before it and point at the
 * fault instead of refusing the whole input at 1:1.
 */

/**
 * The length of the longest start of `bytes` made of whole, valid UTF-8 sequences (as the WHATWG
 * decoder judges them: no overlong forms, no surrogates, nothing past U+10FFFF). A sequence cut
 * off by the end of `bytes` is not counted: see {@link endsInsideCharacter}.
 */
export function validUtf8Length(bytes: Uint8Array): number {
  const length = bytes.length;
  let at = 0;
  while (at < length) {
    const lead = bytes[at] as number;
    if (lead < 0x80) {
      at++;
      continue;
    }
    let size: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) size = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      size = 3;
      if (lead === 0xe0) low = 0xa0;
      else if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      size = 4;
      if (lead === 0xf0) low = 0x90;
      else if (lead === 0xf4) high = 0x8f;
    } else return at;
    if (at + size > length) return at;
    const second = bytes[at + 1] as number;
    if (second < low || second > high) return at;
    for (let next = 2; next < size; next++) {
      const byte = bytes[at + next] as number;
      if (byte < 0x80 || byte > 0xbf) return at;
    }
    at += size;
  }
  return at;
}

/**
 * Whether the bytes from `at` on are the start of one UTF-8 character that the end of `bytes`
 * cuts off (more bytes may complete it), rather than bytes that no continuation makes UTF-8.
 */
export function endsInsideCharacter(bytes: Uint8Array, at: number): boolean {
  const rest = bytes.length - at;
  if (rest === 0 || rest > 3) return false;
  const lead = bytes[at] as number;
  const size = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : 4;
  if (lead < 0xc2 || lead > 0xf4 || rest >= size) return false;
  // Only the second byte has narrower bounds (see validUtf8Length).
  const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
  const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
  for (let next = 1; next < rest; next++) {
    const byte = bytes[at + next] as number;
    if (next === 1 ? byte < low || byte > high : byte < 0x80 || byte > 0xbf) return false;
  }
  return true;
}
