import { css, html, type TemplateResult } from 'lit';
import type { Messages } from '../i18n/messages.js';

export { areaName, messagesOf, playerName } from '../i18n/names.js';

/** A letter and a shape for each colour, so that colour is never the only cue. */
export const COLOR_MARK: Record<string, { letter: string; shape: string }> = {
  red: { letter: 'R', shape: '▲' },
  blue: { letter: 'B', shape: '●' },
  green: { letter: 'G', shape: '■' },
  yellow: { letter: 'Y', shape: '◆' },
};

/** A small coloured token with the colour's shape and letter, for a ship or a player. */
export function token(color: string, label: string): TemplateResult {
  const mark = COLOR_MARK[color] ?? { letter: '?', shape: '?' };
  return html`<span class="token" part="token" data-color=${color} role="img" aria-label=${label}
    ><span aria-hidden="true">${mark.shape}${mark.letter}</span></span
  >`;
}

/** Styles shared by the components: theming through custom properties, 44 px tap targets. */
export const sharedStyles = css`
  :host {
    --_red: var(--antarctica-red, #c62828);
    --_blue: var(--antarctica-blue, #1565c0);
    --_green: var(--antarctica-green, #2e7d32);
    --_yellow: var(--antarctica-yellow, #f9a825);
    --_surface: var(--antarctica-surface, #ffffff);
    --_ink: var(--antarctica-ink, #14213d);
    --_muted: var(--antarctica-muted, #5c6b7a);
    --_accent: var(--antarctica-accent, #0b6e99);
    --_sun: var(--antarctica-sun, #f5a300);
    --_ice: var(--antarctica-ice, #e8f3fa);
    --_radius: var(--antarctica-radius, 10px);
    --_tap: var(--antarctica-tap-size, 44px);
    display: block;
    color: var(--_ink);
    font-family: var(--antarctica-font, system-ui, sans-serif);
    font-size: 16px;
    line-height: 1.35;
  }
  button,
  select,
  input {
    font: inherit;
    min-height: var(--_tap);
    min-width: var(--_tap);
    border-radius: var(--_radius);
  }
  button {
    border: 1px solid var(--_muted);
    background: var(--_surface);
    color: var(--_ink);
    padding: 0 12px;
    cursor: pointer;
  }
  button.primary {
    background: var(--_accent);
    border-color: var(--_accent);
    color: #fff;
    font-weight: 600;
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  :focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  .token {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 28px;
    height: 24px;
    padding: 0 4px;
    border-radius: 6px;
    color: #fff;
    font-size: 13px;
    font-weight: 700;
  }
  .token[data-color='red'] {
    background: var(--_red);
  }
  .token[data-color='blue'] {
    background: var(--_blue);
  }
  .token[data-color='green'] {
    background: var(--_green);
  }
  .token[data-color='yellow'] {
    background: var(--_yellow);
    color: #14213d;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .stepper {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  .stepper output {
    min-width: 2ch;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  @media (prefers-reduced-motion: no-preference) {
    .animated {
      transition: background-color 200ms ease, transform 200ms ease;
    }
  }
`;

/** A − value + control with labelled buttons. */
export function stepper(
  label: string,
  value: number,
  change: (value: number) => void,
  messages: Messages,
  part = 'stepper',
): TemplateResult {
  return html`<span class="stepper" part=${part} role="group" aria-label=${label}>
    <button type="button" aria-label=${messages.decrease(label)} ?disabled=${value <= 0} @click=${() => change(value - 1)}>−</button>
    <output aria-live="off">${value}</output>
    <button type="button" aria-label=${messages.increase(label)} @click=${() => change(value + 1)}>+</button>
  </span>`;
}
