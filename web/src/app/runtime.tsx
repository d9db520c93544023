import { Suspense, useContext, useEffect, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { FullPageLoader } from '../components/full-page-loader';
import { configureAmplify } from '../lib/amplify';
import { useConfig } from '../lib/config';
import { useAppDispatch, useSession } from '../lib/hooks';
import { loadSession } from '../lib/session-slice';
import { getAppStore, type AppStore } from './store';

function SessionLoader({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { status } = useSession();
  useEffect(() => {
    if (status === 'unknown') void dispatch(loadSession());
  }, [status, dispatch]);
  return children;
}

/**
 * Everything past the landing page: Amplify configured from /config.json, the Redux store (RTK Query, session,
 * session context) and the current session read once. Loaded lazily so /home stays small.
 */
export function RuntimeProviders({ children, store }: { children: ReactNode; store?: AppStore }) {
  const config = useConfig();
  configureAmplify(config);
  // Nested runtimes (a lazy route inside one already provided, or a test harness) share the outer store.
  const outer = useContext(ReactReduxContext);
  if (outer) return children;
  return (
    <Provider store={store ?? getAppStore()}>
      <SessionLoader>{children}</SessionLoader>
    </Provider>
  );
}

export default function RuntimeLayout() {
  return (
    <RuntimeProviders>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </RuntimeProviders>
  );
}
