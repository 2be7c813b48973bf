import { css } from 'lit';

/** The look of `<antarctica-analyse-game>`: light and dark follow the system. */
export const analyseGameStyles = css`
  :host {
    display: block;
    margin: 0 0 1rem;
  }
  fieldset {
    border: 1px solid currentColor;
    border-radius: 8px;
    padding: 0.5rem 0.75rem 0.75rem;
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
  }
  button {
    font: inherit;
    min-height: 44px;
    padding: 0 0.75rem;
    border-radius: 6px;
  }
  progress {
    flex: 1;
    min-width: 8rem;
    height: 1rem;
  }
  .running {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    flex-basis: 100%;
  }
  .message:empty {
    display: none;
  }
  .message {
    flex-basis: 100%;
    margin: 0;
  }
  .message.failed {
    color: var(--antarctica-play-error, #b00020);
  }
  @media (prefers-color-scheme: dark) {
    .message.failed {
      color: var(--antarctica-play-error, #ff8a80);
    }
  }
`;
