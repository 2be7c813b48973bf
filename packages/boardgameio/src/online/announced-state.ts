/** The state a transport message announces (`update` and `patch`), if any. */
export function announcedState(
  payload: unknown,
): { ctx?: object; _stateID?: number; deltalog?: unknown[] } | undefined {
  const { type, args } = payload as { type?: string; args?: unknown[] };
  const state = type === 'update' ? args?.[1] : type === 'patch' ? args?.[3] : undefined;
  return typeof state === 'object' && state !== null
    ? (state as { ctx?: object; _stateID?: number; deltalog?: unknown[] })
    : undefined;
}
