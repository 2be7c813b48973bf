import { describe, expect, it } from 'vitest';
import { codesOfType, documentedCodes } from './__fixtures__/documented-codes.js';

describe('docs/scoring.md', () => {
  it('lists every error code of SheetErrorCode, in the same order', () => {
    expect(codesOfType('SheetErrorCode').length).toBeGreaterThan(20);
    expect(documentedCodes('Errors')).toEqual(codesOfType('SheetErrorCode'));
  });

  it('lists every warning code of SheetWarningCode, in the same order', () => {
    expect(codesOfType('SheetWarningCode').length).toBe(4);
    expect(documentedCodes('Warnings')).toEqual(codesOfType('SheetWarningCode'));
  });
});
