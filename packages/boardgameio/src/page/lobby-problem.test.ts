import { describe, expect, it } from 'vitest';
import { lobbyProblem } from './lobby-problem.js';

describe('what the page says when a lobby call failed', () => {
  it("shows the server's sentence when it gave one, the error's message otherwise", () => {
    const away = Object.assign(new Error('HTTP status 503'), {
      details: {
        code: 'store-unavailable',
        error: 'The match store is not answering; try again shortly.',
        retryAfterSeconds: 5,
      },
    });
    expect(lobbyProblem(away)).toBe('The match store is not answering; try again shortly.');
    expect(
      lobbyProblem(Object.assign(new Error('HTTP status 404'), { details: 'Not Found' })),
    ).toBe('HTTP status 404');
    expect(lobbyProblem(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});
