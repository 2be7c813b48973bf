// A set of builds of the build solver (build-conflicts.ts): a conflict set, by index. Two 32-bit
// words, not a Set<number>: the search makes and joins such sets on every node, and bit masks
// cost a fraction of a Set's work and garbage. So it holds builds 0 to MOST_BUILDS - 1 only: the
// search gives up on a record with more builds (build-search.ts), the replay's search decides.

/** The most builds a BuildSet holds (a record has some 40 at most). */
export const MOST_BUILDS = 64;

/** A set of build indices below MOST_BUILDS. */
export class BuildSet {
  /** Builds 0 to 31, a bit each. */
  low = 0;
  /** Builds 32 to 63, a bit each. */
  high = 0;

  /** Adds build `build`. */
  add(build: number): void {
    if (build < 32) this.low |= 1 << build;
    else this.high |= 1 << (build - 32);
  }

  /** Whether it holds build `build`. */
  has(build: number): boolean {
    return build < 32 ? (this.low & (1 << build)) !== 0 : (this.high & (1 << (build - 32))) !== 0;
  }

  /** Adds the builds of `other`. */
  addAll(other: BuildSet): void {
    this.low |= other.low;
    this.high |= other.high;
  }

  /** Removes build `build`. */
  delete(build: number): void {
    if (build < 32) this.low &= ~(1 << build);
    else this.high &= ~(1 << (build - 32));
  }

  /** The builds, in increasing order. */
  list(): number[] {
    const out: number[] = [];
    for (let rest = this.low; rest !== 0; rest &= rest - 1) out.push(31 - Math.clz32(rest & -rest));
    for (let rest = this.high; rest !== 0; rest &= rest - 1)
      out.push(63 - Math.clz32(rest & -rest));
    return out;
  }
}

/** A set of the builds listed. */
export function buildSetOf(builds: readonly number[]): BuildSet {
  const out = new BuildSet();
  for (const build of builds) out.add(build);
  return out;
}
