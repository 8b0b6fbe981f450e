// Leaving a page with unsaved form input asks first (#42 item 3): the console's router (BrowserRouter) has no blocker,
// so the guard keeps showing the page being left — its location held for the tree below — while the question is up;
// "Leave" lets the new location through, "Stay" goes back to the held one.
import { useContext, useEffect, useReducer, useRef, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useNavigate, type Location } from 'react-router';
import { confirmLeave, hasDirtyForm } from '../renderers/form/dirty-form.ts';

const routeOf = (location: Location) => `${location.pathname}${location.search}`;

export function LeaveGuard({ children }: { children: ReactNode }) {
  const context = useContext(UNSAFE_LocationContext);
  const { location } = context;
  const navigate = useNavigate();
  const shown = useRef(location);
  const asking = useRef(false);
  const [, release] = useReducer((n: number) => n + 1, 0);
  const held = shown.current;
  const leaving = location.pathname !== held.pathname && hasDirtyForm(routeOf(held));
  if (!leaving) shown.current = location;

  useEffect(() => {
    if (!leaving || asking.current) return;
    asking.current = true;
    void confirmLeave(routeOf(held)).then((leave) => {
      asking.current = false;
      if (leave) release();
      else navigate(routeOf(held), { replace: true });
    });
  }, [leaving, held, navigate]);

  // Always the provider (a changing element type would remount the page): the held location while asking.
  return <UNSAFE_LocationContext.Provider value={leaving ? { ...context, location: held } : context}>{children}</UNSAFE_LocationContext.Provider>;
}
