import { Suspense, useContext, useEffect, useRef, type ReactNode } from 'react';
import { Authenticator, useAuthenticator } from '@aws-amplify/ui-react';
import { Provider, ReactReduxContext } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { FullPageLoader } from '../components/full-page-loader';
import { useCatalogue } from '../lib/i18n/language-context';
import { configureAmplify } from '../lib/amplify';
import { useConfig } from '../lib/config';
import { useAppDispatch, useSession } from '../lib/hooks';
import { loadSession } from '../lib/session-slice';
import { registerServiceWorker } from '../lib/pwa/register-worker';
import { getAppStore, type AppStore } from './store';

/**
 * Keeps the session in step with Amplify's auth status (Authenticator.Provider listens to Amplify's auth events):
 * read once when the status is first known, and again whenever it changes — a sign-in, a sign-out, or a session
 * whose refresh token has expired — so the guards and the signed-in user never lag behind Cognito.
 */
function SessionSync({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { status } = useSession();
  const { authStatus } = useAuthenticator((context) => [context.authStatus]);
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (authStatus === 'configuring') {
      if (status === 'unknown') void dispatch(loadSession());
      return;
    }
    if (seen.current === authStatus && status !== 'unknown') return;
    seen.current = authStatus;
    void dispatch(loadSession());
  }, [authStatus, status, dispatch]);
  // Signed in: the app shell is kept in the phone from now on, for the field without signal.
  useEffect(() => {
    if (status === 'signedIn') registerServiceWorker();
  }, [status]);
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
      <Authenticator.Provider>
        <SessionSync>{children}</SessionSync>
      </Authenticator.Provider>
    </Provider>
  );
}

export default function RuntimeLayout() {
  // The signed-in screens' texts (and the API's) load with this layout: the landing page never fetches them.
  const texts = useCatalogue('main');
  return (
    <RuntimeProviders>
      <Suspense fallback={<FullPageLoader />}>{texts ? <Outlet /> : <FullPageLoader />}</Suspense>
    </RuntimeProviders>
  );
}
