import { describe, expect, it } from 'vitest';
import { readTestSize } from './test-size.mjs';

describe('TEST_SIZE, the size of the soak-sized checks', () => {
  it('is quick when unset or empty, and full or quick as asked', () => {
    expect(readTestSize(undefined)).toBe('quick');
    expect(readTestSize('')).toBe('quick');
    expect(readTestSize('quick')).toBe('quick');
    expect(readTestSize('full')).toBe('full');
  });

  it('refuses any other value with a stable code, rather than running quick by mistake', () => {
    expect(() => readTestSize('ful')).toThrow(
      expect.objectContaining({ code: 'bad-test-size', message: expect.stringContaining('"ful"') }),
    );
    expect(() => readTestSize('FULL')).toThrow(expect.objectContaining({ code: 'bad-test-size' }));
  });
});
