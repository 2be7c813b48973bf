import { describe, expect, it } from 'vitest';
import { isStoreFailure, storeOutageAnswer } from './store-outage-answer.js';

function context() {
  const headers: Record<string, string> = {};
  return {
    method: 'GET',
    path: '/games/antarctica',
    status: 404,
    type: '',
    body: undefined as unknown,
    headers,
    set(field: string, value: string) {
      headers[field] = value;
    },
  };
}

describe('storeOutageAnswer', () => {
  it('answers an unexpected error with 500 internal-error, no stack, one log line', async () => {
    const lines: string[] = [];
    const ctx = context();
    await storeOutageAnswer((line) => lines.push(line))(ctx, async () => {
      throw new TypeError('x is undefined');
    });
    expect(ctx.status).toBe(500);
    expect(ctx.body).toEqual({
      code: 'internal-error',
      error: 'The server could not answer this request.',
    });
    expect(ctx.headers['Retry-After']).toBeUndefined();
    expect(lines).toEqual(['GET /games/antarctica failed: TypeError: x is undefined']);
  });

  it('lets the errors that routes answer on purpose (with a status) go on to koa', async () => {
    const refusal = Object.assign(new Error('Match x not found'), { status: 404 });
    const lines: string[] = [];
    await expect(
      storeOutageAnswer((line) => lines.push(line))(context(), async () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(lines).toEqual([]);
  });

  it('knows the store client errors', () => {
    expect(isStoreFailure({ name: 'SequelizeConnectionRefusedError' })).toBe(true);
    expect(isStoreFailure(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isStoreFailure(new TypeError('x'))).toBe(false);
    expect(isStoreFailure(undefined)).toBe(false);
  });
});
