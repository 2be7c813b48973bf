// The colours of the seats, light and dark: one home for the board and for the replay viewer's
// evaluation graph, which draws each seat's line in its colour.
import { css } from 'lit';

/** The seats' colours on a light background (declarations for a `:host` rule). */
export const seatColorsLight = css`
  --antarctica-red: #d32f2f;
  --antarctica-blue: #1565c0;
  --antarctica-green: #2e7d32;
  --antarctica-yellow: #f2b600;
`;

/** The seats' colours on a dark background. */
export const seatColorsDark = css`
  --antarctica-red: #ff6b6b;
  --antarctica-blue: #64b5f6;
  --antarctica-green: #69d27a;
  --antarctica-yellow: #ffd54f;
`;
