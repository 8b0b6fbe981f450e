// A page's level-one heading that screen readers read and list, where the screen already shows the name to the eye
// (the tabs and the menu, the brand on the login page).
import type { CSSProperties, ReactNode } from 'react';

const HIDDEN: CSSProperties = {
  position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
};

export function HiddenHeading({ children }: { children: ReactNode }) {
  return <h1 style={HIDDEN} data-testid="page-heading">{children}</h1>;
}
