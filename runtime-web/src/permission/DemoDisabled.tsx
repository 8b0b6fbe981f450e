// The demo-mode directive as a component: in the experience environment its child's click is refused.
import { cloneElement, type MouseEvent, type ReactElement } from 'react';
import { demoGuard } from './guards.ts';

type Clickable = ReactElement<{ onClick?: (event: MouseEvent) => void }>;

export function DemoDisabled({ children }: { children: Clickable }) {
  const original = children.props.onClick;
  return cloneElement(children, { onClick: demoGuard((event: MouseEvent) => original?.(event)) });
}
