import { type LineIndex, positionOf, type SourcePosition } from './record.js';

/**
 * Places offsets of a text at their line and column (the starts of its lines found once; line
 * breaks: LF, CR LF or CR alone, as the parser counts them).
 */
export class LinePlacer {
  private readonly lines: LineIndex = { first: 1, starts: [0] };

  constructor(source: string) {
    for (let index = 0; index < source.length; index++) {
      const code = source.charCodeAt(index);
      if (code === 10 || (code === 13 && source.charCodeAt(index + 1) !== 10))
        this.lines.starts.push(index + 1);
    }
  }

  /** The line and column (from 1) of `offset`. */
  place(offset: number): { line: number; column: number } {
    const at = positionOf({ offset }, { lines: this.lines }) as SourcePosition;
    return { line: at.line, column: at.column };
  }
}
