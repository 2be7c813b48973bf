// The analysis panel's styles: the recorder's buttons (44 px targets), tables that scroll on
// their own at 320 px rather than the page.
import { css } from 'lit';

/** The styles of `<antarctica-record-analysis>`. */
export const recordAnalysisStyles = css`
  :host { display: block; margin: 0.75rem 0; }
  h3 { margin: 0.5rem 0 0.25rem; font-size: 1rem; }
  h4 { margin: 0.5rem 0 0.25rem; font-size: 0.95rem; }
  p { margin: 0.25rem 0; }
  fieldset { border: 1px solid; border-radius: 4px; margin: 0.5rem 0; display: flex; flex-wrap: wrap; gap: 0 1rem; }
  label { display: inline-flex; align-items: center; gap: 0.25rem; min-height: 44px; }
  input { width: 1.25rem; height: 1.25rem; margin: 0; }
  button { min-height: 44px; font: inherit; padding: 0 0.75rem; }
  .running { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
  progress { flex: 1 1 8rem; height: 1rem; }
  .count { font-variant-numeric: tabular-nums; }
  .failed { color: #a40000; }
  @media (prefers-color-scheme: dark) { .failed { color: #ff8a80; } }
  .bar { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.5rem 0; }
  .scroll { max-width: 100%; overflow-x: auto; margin: 0.25rem 0; }
  table { border-collapse: collapse; min-width: 100%; }
  caption { text-align: start; font-weight: 600; padding: 0.25rem 0; }
  th, td { text-align: start; padding: 0.25rem; border-bottom: 1px solid; }
  td { font-variant-numeric: tabular-nums; }
  .legend { font-size: 0.85rem; }
`;
