/**
 * What the page says when a lobby call failed. boardgame.io's `LobbyClient` throws
 * `HTTP status 503` with the server's answer as `details`: when the server said why in a
 * sentence (its JSON failure with a `code`, such as `store-unavailable` while the store is
 * away), the page shows that sentence instead of the status.
 */
export function lobbyProblem(error: unknown): string {
  const { message, details } = (error ?? {}) as { message?: unknown; details?: unknown };
  const said = (details ?? {}) as { code?: unknown; error?: unknown };
  if (typeof said.code === 'string' && typeof said.error === 'string') return said.error;
  return typeof message === 'string' ? message : String(error);
}
