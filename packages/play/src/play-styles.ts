import { css } from 'lit';

/** The play element's styles: light and dark follow the system; the board themes itself. */
export const playStyles = css`
  :host {
    display: block;
    color: var(--antarctica-play-text, #13202b);
    font: 16px/1.4 system-ui, sans-serif;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      color: var(--antarctica-play-text, #e8eef3);
    }
  }
  h2 {
    font-size: 1.4rem;
    margin: 0 0 0.75rem;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
  fieldset {
    border: 1px solid currentColor;
    border-radius: 8px;
    padding: 0.5rem 0.75rem 0.75rem;
    margin: 0 0 1rem;
    display: grid;
    gap: 0.5rem;
  }
  .seat {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-width: 14rem;
  }
  select,
  button {
    font: inherit;
    min-height: 44px;
    padding: 0 0.75rem;
    border-radius: 6px;
  }
  select {
    flex: 1;
  }
  button {
    border: 1px solid #0b5a7d;
    background: #0b5a7d;
    color: #fff;
    cursor: pointer;
  }
  button[disabled] {
    background: transparent;
    color: inherit;
    opacity: 0.6;
    cursor: default;
  }
  .add,
  .remove {
    background: transparent;
    color: inherit;
    border-color: currentColor;
  }
  .mark {
    display: inline-block;
    width: 1rem;
    height: 1rem;
  }
  .mark-0 {
    background: #c62828;
    border-radius: 50%;
  }
  .mark-1 {
    background: #1565c0;
  }
  .mark-2 {
    background: #2e7d32;
    clip-path: polygon(50% 0, 100% 100%, 0 100%);
  }
  .mark-3 {
    background: #f9a825;
    clip-path: polygon(50% 0, 100% 50%, 50% 100%, 0 50%);
  }
  .status {
    font-weight: 600;
    margin: 0 0 0.5rem;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0 0 0.75rem;
  }
  .problem {
    border-left: 4px solid #b3261e;
    padding: 0.25rem 0.75rem;
    margin: 0 0 0.75rem;
  }
  .scores {
    border-collapse: collapse;
    margin: 0 0 1rem;
  }
  .scores th,
  .scores td {
    padding: 0.25rem 0.75rem;
    border-bottom: 1px solid currentColor;
    text-align: left;
  }
`;
