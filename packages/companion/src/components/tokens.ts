import { css, html, nothing, type TemplateResult } from 'lit';
import type { Messages } from '../i18n/messages.js';
import { type CompanionAction, type Refusal, refusal } from '../logic/actions.js';
import type { Session } from '../logic/session.js';

export { areaName, type Messages, playerName } from '../i18n/names.js';

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

/**
 * Styles shared by the components: theming through custom properties, light and dark schemes
 * following the system, sizes in rem so that text follows the reader's font size, 44 px tap
 * targets (2.75rem).
 */
export const sharedStyles = css`
  :host {
    --_red: var(--antarctica-red, #c62828);
    --_blue: var(--antarctica-blue, #1565c0);
    --_green: var(--antarctica-green, #2e7d32);
    --_yellow: var(--antarctica-yellow, #f9a825);
    --_surface: var(--antarctica-surface, #ffffff);
    --_ink: var(--antarctica-ink, #14213d);
    --_muted: var(--antarctica-muted, #51606f);
    --_line: var(--antarctica-line, #8a99a8);
    --_accent: var(--antarctica-accent, #0b6e99);
    --_on-accent: var(--antarctica-on-accent, #ffffff);
    --_sun: var(--antarctica-sun, #a65800);
    --_ice: var(--antarctica-ice, #e8f3fa);
    --_note: var(--antarctica-note, #fff3cd);
    --_danger: var(--antarctica-danger, #a4161a);
    --_radius: var(--antarctica-radius, 0.625rem);
    --_tap: var(--antarctica-tap-size, 2.75rem);
    display: block;
    color: var(--_ink);
    font-family: var(--antarctica-font, system-ui, sans-serif);
    font-size: 1rem;
    line-height: 1.35;
    overflow-wrap: break-word;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_surface: var(--antarctica-surface, #0f1720);
      --_ink: var(--antarctica-ink, #e6edf3);
      --_muted: var(--antarctica-muted, #a9b8c6);
      --_line: var(--antarctica-line, #6b7d8e);
      --_accent: var(--antarctica-accent, #5ab4e5);
      --_on-accent: var(--antarctica-on-accent, #0f1720);
      --_sun: var(--antarctica-sun, #ffb74d);
      --_ice: var(--antarctica-ice, #1b2a38);
      --_note: var(--antarctica-note, #3d3112);
      --_danger: var(--antarctica-danger, #ff8a80);
      color-scheme: dark;
    }
  }
  button,
  select,
  input {
    font: inherit;
    color: var(--_ink);
    background: var(--_surface);
    border: 1px solid var(--_line);
    min-height: var(--_tap);
    min-width: var(--_tap);
    border-radius: var(--_radius);
  }
  button {
    padding: 0 0.75rem;
    cursor: pointer;
  }
  input {
    padding: 0 0.5rem;
  }
  button.primary {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_on-accent);
    font-weight: 600;
  }
  button:disabled,
  button[aria-disabled='true'] {
    opacity: 0.5;
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
    min-width: 1.75rem;
    height: 1.5rem;
    padding: 0 0.25rem;
    border-radius: 0.375rem;
    color: #fff;
    font-size: 0.8125rem;
    font-weight: 700;
    flex: none;
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
    gap: 0.25rem;
  }
  .stepper output {
    min-width: 2ch;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  .why {
    flex-basis: 100%;
    font-size: 0.8125rem;
    color: var(--_muted);
    text-align: right;
  }
  .why-inline {
    font-size: 0.8125rem;
  }
  .hint {
    color: var(--_muted);
    font-size: 0.875rem;
    margin: 0;
  }
  .note {
    background: var(--_note);
    border-left: 4px solid var(--_sun);
    border-radius: 0.25rem;
    padding: 0.375rem 0.5rem;
    margin: 0;
    font-size: 0.875rem;
  }
  @media (prefers-reduced-motion: no-preference) {
    .animated {
      transition: background-color 200ms ease, transform 200ms ease;
    }
  }
`;

/** The words that say why an action is refused, when the interface has them. */
export function reason(messages: Messages, code: Refusal | null): string {
  return code === null ? '' : (messages.refusals[code] ?? '');
}

/**
 * A − value + control. Each button's accessible name starts with its visible sign (for voice
 * control). A "+" the rules or the box refuse stays focusable but inactive (`aria-disabled`)
 * and the reason is shown beside it and read with it.
 */
export function stepper(
  session: Session,
  messages: Messages,
  options: {
    label: string;
    /** A short unique key, for the id of the reason text. */
    key: string;
    value: number;
    action: (value: number) => CompanionAction;
    apply: (action: CompanionAction) => void;
  },
): TemplateResult {
  const { label, key, value, action, apply } = options;
  const up = action(value + 1);
  const down = action(value - 1);
  const upRefused = refusal(session, up);
  const downRefused = value <= 0 ? 'not-a-count' : refusal(session, down);
  const why = reason(messages, upRefused);
  const id = `why-${key}`;
  return html`<span class="stepper" part="stepper" role="group" aria-label=${label}>
      <button type="button" aria-label=${`− ${label}`} aria-disabled=${downRefused === null ? 'false' : 'true'}
        @click=${() => downRefused === null && apply(down)}>−</button>
      <output aria-live="off">${value}</output>
      <button type="button" aria-label=${`+ ${label}`} aria-disabled=${upRefused === null ? 'false' : 'true'}
        aria-describedby=${why === '' ? nothing : id} @click=${() => upRefused === null && apply(up)}>+</button>
    </span>${why === '' ? nothing : html`<span class="why" id=${id}>${why}</span>`}`;
}
