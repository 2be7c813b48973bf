import fc from 'fast-check';

/** Every trap a Proxy of a plain object or array can have. */
export const TRAPS = [
  'get',
  'has',
  'ownKeys',
  'getOwnPropertyDescriptor',
  'getPrototypeOf',
  'setPrototypeOf',
  'isExtensible',
  'preventExtensions',
  'defineProperty',
  'deleteProperty',
  'set',
] as const satisfies ReadonlyArray<keyof ProxyHandler<object>>;

/** What happens to one object of a value made hostile. */
export type Hostility =
  | { kind: 'none' }
  /** A Proxy whose `trap` works `after` times, then throws `thrown` at every call. */
  | { kind: 'trap'; trap: (typeof TRAPS)[number]; after: number; thrown: number }
  /** A revoked Proxy: every operation on it throws a TypeError. */
  | { kind: 'revoked' }
  /** The own property at `pick` (modulo their number) becomes a getter that throws. */
  | { kind: 'getter'; pick: number; thrown: number }
  /** A Proxy whose `get` gives the real value at the first read of a key, then junk. */
  | { kind: 'shifting' };

export const hostilityArbitrary: fc.Arbitrary<Hostility> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: 'none' } as const) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('trap' as const),
      trap: fc.constantFrom(...TRAPS),
      after: fc.nat(3),
      thrown: fc.nat(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'revoked' } as const) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('getter' as const),
      pick: fc.nat(),
      thrown: fc.nat(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'shifting' } as const) },
);

/** Counts the exceptions the hostile values threw themselves (a revoked Proxy's are the engine's). */
export const thrownCount = { value: 0 };

/** Something for a trap or getter to throw: an Error, nothing, a string, or a hostile object. */
function thrownValue(pick: number): unknown {
  thrownCount.value++;
  switch (pick % 5) {
    case 0:
      return new Error('the caller broke');
    case 1:
      return undefined;
    case 2:
      return 'a string';
    case 3: {
      // An exception that throws from every trap, its message and toString included.
      return new Proxy(new Error('worse'), {
        get() {
          throw new Error('reading the exception');
        },
        getPrototypeOf() {
          throw new Error('asking what it is');
        },
      });
    }
    default: {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    }
  }
}

function withThrowingTrap(
  target: object,
  trap: (typeof TRAPS)[number],
  after: number,
  thrown: number,
) {
  let calls = 0;
  const handler: ProxyHandler<object> = {
    [trap](...args: unknown[]) {
      if (calls++ >= after) throw thrownValue(thrown);
      return (Reflect[trap] as (...a: unknown[]) => unknown)(...args);
    },
  };
  return new Proxy(target, handler);
}

let shift = 0;

/** A Proxy giving the real value of a key at its first read and something else at every later one. */
function shifting(target: object) {
  const read = new Set<PropertyKey>();
  return new Proxy(target, {
    get(object, key, receiver) {
      if (!read.has(key)) {
        read.add(key);
        return Reflect.get(object, key, receiver);
      }
      const junk = [7, -1, 'red', undefined, {}, [], 1.5, 99];
      return junk[shift++ % junk.length];
    },
  });
}

/**
 * `value` with its objects (depth first, the value itself first) made hostile as `plan` says,
 * one entry per object, the plan read in a loop. The value is changed in place: give a copy.
 */
export function makeHostile(value: unknown, plan: readonly Hostility[]): unknown {
  let next = 0;
  const visit = (inner: unknown, depth: number): unknown => {
    if (typeof inner !== 'object' || inner === null || depth > 6 || plan.length === 0) return inner;
    const hostility = plan[next++ % plan.length] as Hostility;
    for (const key of Object.keys(inner)) {
      const record = inner as Record<string, unknown>;
      record[key] = visit(record[key], depth + 1);
    }
    switch (hostility.kind) {
      case 'none':
        return inner;
      case 'trap':
        return withThrowingTrap(inner, hostility.trap, hostility.after, hostility.thrown);
      case 'revoked': {
        const { proxy, revoke } = Proxy.revocable(inner, {});
        revoke();
        return proxy;
      }
      case 'getter': {
        const keys = Object.keys(inner);
        if (keys.length === 0) return inner;
        const key = keys[hostility.pick % keys.length] as string;
        Object.defineProperty(inner, key, {
          enumerable: true,
          get() {
            throw thrownValue(hostility.thrown);
          },
        });
        return inner;
      }
      case 'shifting':
        return shifting(inner);
    }
  };
  return visit(value, 0);
}
