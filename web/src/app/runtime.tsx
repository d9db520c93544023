import { useContext, useEffect, type ReactNode } from 'react';
import { Hub } from 'aws-amplify/utils';
import { Provider, ReactReduxContext } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { FullPageLoader } from '../components/full-page-loader';
import { LazyPart } from '../components/lazy-part';
import { useCatalogue } from '../lib/i18n/language-context';
import { configureAmplify } from '../lib/amplify';
import { useConfig } from '../lib/config';
import { useAppDispatch, useSession } from '../lib/hooks';
import { loadSession } from '../lib/session-slice';
import { registerServiceWorker } from '../lib/pwa/register-worker';
import { getAppStore, type AppStore } from './store';

/**
 * Keeps the session in step with Amplify: read once at start, and again on each sign-in and sign-out Amplify announces
 * (its Hub's auth events: a password or Google sign-in, a sign-out here or from another tab's session ending), so the
 * guards and the signed-in user never lag behind Cognito. Listened to directly: the Authenticator's provider, which
 * did the same, brought its UI's state machines (about 430 KB of script) into every signed-in page.
 */
function SessionSync({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { status } = useSession();
  useEffect(() => {
    if (status === 'unknown') void dispatch(loadSession());
  }, [status, dispatch]);
  useEffect(
    () =>
      Hub.listen('auth', ({ payload }) => {
        if (payload.event === 'signedIn' || payload.event === 'signedOut') void dispatch(loadSession());
      }),
    [dispatch],
  );
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
      <SessionSync>{children}</SessionSync>
    </Provider>
  );
}

export default function RuntimeLayout() {
  // The signed-in screens' texts (and the API's) load with this layout: the landing page never fetches them.
  const texts = useCatalogue('main');
  const { pathname } = useLocation();
  return (
    <RuntimeProviders>
      <LazyPart fallback={<FullPageLoader />} place={pathname}>{texts ? <Outlet /> : <FullPageLoader />}</LazyPart>
    </RuntimeProviders>
  );
}
