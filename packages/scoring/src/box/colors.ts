/** The four player colours in the box. */
export const COLORS = ['red', 'blue', 'green', 'yellow'] as const;

/** A player's colour; a player is identified by it throughout a score sheet. */
export type Color = (typeof COLORS)[number];

/** Whether `value` names one of the four colours in the box. */
export function isColor(value: unknown): value is Color {
  return typeof value === 'string' && (COLORS as readonly string[]).includes(value);
}
