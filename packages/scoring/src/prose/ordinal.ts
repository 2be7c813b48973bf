/** `1` → `1st`, `2` → `2nd`, `3` → `3rd`, `4` → `4th`. */
export function ordinal(rank: number): string {
  const suffix =
    rank % 100 >= 11 && rank % 100 <= 13
      ? 'th'
      : ({ 1: 'st', 2: 'nd', 3: 'rd' }[rank % 10] ?? 'th');
  return `${rank}${suffix}`;
}

/** `1` → `1 scientist`, `3` → `3 scientists`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
