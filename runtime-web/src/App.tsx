// The console root: the router, idle watch and login-expired handling. antd's theme and locale come
// with the antd-based chunks (AntdScope), so the login page loads no antd at all.
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { setLoginExpiredHandler } from './request/report.ts';
import { AppRoutes } from './router/AppRoutes.tsx';
import { logout } from './session/actions.ts';
import { startIdleWatch } from './session/idle.ts';

/** The Login button of the login-expired modal logs out and reloads (spec §8). */
async function logoutAndReload(): Promise<void> {
  await logout();
  window.location.reload();
}

export function App() {
  useEffect(() => startIdleWatch(), []);
  useEffect(() => setLoginExpiredHandler(logoutAndReload), []);
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
