import { describe, expect, it } from 'vitest';
import { plyKey, readPlyLink, writePlyLink } from './ply-link.js';

describe('links to a move', () => {
  it('reads #ply=N for a viewer without an id, #<id>-ply=N for one with', () => {
    expect(readPlyLink('#ply=40')).toEqual({ line: 0, ply: 40 });
    expect(readPlyLink('#game2-ply=7&ply=3', 'game2')).toEqual({ line: 0, ply: 7 });
    expect(readPlyLink('#game2-ply=7&ply=3')).toEqual({ line: 0, ply: 3 });
    expect(readPlyLink('#ply=2:17')).toEqual({ line: 2, ply: 17 });
    expect(plyKey('x')).toBe('x-ply');
  });

  it('ignores what is not a position', () => {
    for (const hash of ['', '#', '#ply', '#ply=', '#ply=-3', '#ply=abc', '#ply=1:2:3', '#other=4'])
      expect(readPlyLink(hash), hash).toBeUndefined();
    expect(readPlyLink('#ply=%ZZ')).toBeUndefined();
  });

  it("writes a viewer's entry and keeps the others", () => {
    expect(writePlyLink('', { line: 0, ply: 12 })).toBe('ply=12');
    expect(writePlyLink('#ply=3&b-ply=5', { line: 0, ply: 9 }, 'b')).toBe('ply=3&b-ply=9');
    expect(writePlyLink('#b-ply=5', { line: 3, ply: 20 })).toBe('b-ply=5&ply=3:20');
    const written = writePlyLink('#top', { line: 1, ply: 2 }, 'my game');
    expect(readPlyLink(written, 'my game')).toEqual({ line: 1, ply: 2 });
  });
});
