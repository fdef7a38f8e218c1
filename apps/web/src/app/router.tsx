import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { setNavigator } from '../api/navigation';
import { AppLayout } from './layout/app-layout';
import { RouteGate } from './route-gate';
import { NOT_FOUND_ROUTE, ROUTES } from './routes';

/** Lets code outside React (the HTTP client's 401 policy) navigate without a page reload. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  return null;
}

// Declarative routes rather than a data router: nothing here uses loaders or actions, and the
// data router would add about 10 KB to the sign-in page's download.
export function AppRoutes() {
  return (
    <>
      <NavigatorBridge />
      <Routes>
        <Route element={<AppLayout />}>
          {[...ROUTES, NOT_FOUND_ROUTE].map((route) => (
            <Route key={route.path} path={route.path} element={<RouteGate route={route} />} />
          ))}
        </Route>
      </Routes>
    </>
  );
}
