import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endsInsideCharacter, validUtf8Length } from './utf8-prefix.js';

/** Whether the WHATWG decoder takes `bytes` as UTF-8 (a cut-off character at the end refused). */
const decodes = (bytes: Uint8Array): boolean => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** Bytes near the boundaries that matter: ASCII, continuations, every kind of lead byte. */
const byte = fc.oneof(
  fc.integer({ min: 0, max: 0x7f }),
  fc.integer({ min: 0x80, max: 0xbf }),
  fc.constantFrom(0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xed, 0xef, 0xf0, 0xf1, 0xf4, 0xf5, 0xff),
);

describe('the UTF-8 start of bytes', () => {
  it('is as long as the decoder reads without a fault, and a cut-off character is told from a bad byte', () => {
    fc.assert(
      fc.property(fc.array(byte, { maxLength: 12 }), (values) => {
        const bytes = Uint8Array.from(values);
        const good = validUtf8Length(bytes);
        expect(decodes(bytes.subarray(0, good))).toBe(true);
        if (good === bytes.length) return;
        expect(decodes(bytes.subarray(0, good + 1))).toBe(false);
        // A streaming decoder holds a cut-off character without a fault and gives no text for it.
        let held: boolean;
        try {
          held =
            new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(good), {
              stream: true,
            }) === '';
        } catch {
          held = false;
        }
        expect(endsInsideCharacter(bytes, good)).toBe(held);
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses overlong forms, surrogates and code points past U+10FFFF', () => {
    for (const bad of [
      [0xc0, 0xaf],
      [0xe0, 0x80, 0xaf],
      [0xed, 0xa0, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xf5, 0x80, 0x80, 0x80],
    ])
      expect(validUtf8Length(Uint8Array.from([0x41, ...bad]))).toBe(1);
    expect(validUtf8Length(new TextEncoder().encode('é — 工場 😀'))).toBe(
      new TextEncoder().encode('é — 工場 😀').length,
    );
  });
});
