import { describe, expect, it } from 'vitest';
import { safeJson, safeText } from './safe-text.js';

describe('printing text from a sheet safely', () => {
  it('escapes control characters, escape sequences and bidirectional controls', () => {
    expect(safeText('Eve\u001b[2J\n\u0007\u0085\u202eexe.txt\u2066\u200f')).toBe(
      'Eve\\u001b[2J\\u000a\\u0007\\u0085\\u202eexe.txt\\u2066\\u200f',
    );
  });

  it('escapes lone surrogates but keeps emoji, accents and right-to-left scripts', () => {
    expect(safeText('\ud800a\udc00')).toBe('\\ud800a\\udc00');
    expect(safeText('Zoë 😀 עברית العربية')).toBe('Zoë 😀 עברית العربية');
  });

  it('keeps JSON valid and meaning the same', () => {
    const value = { name: 'a\u202eb\u0085c\u2028d\nе' };
    const json = safeJson(JSON.stringify(value, null, 2));
    expect(json).not.toMatch(/[\u0085\u2028\u202e]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
