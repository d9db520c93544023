import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import 'aws-amplify/auth/enable-oauth-listener';
import { Hub } from 'aws-amplify/utils';
import { MESSAGES, TIMINGS } from '../../../shared/domain/accounts';
import { FullPageLoader } from '../components/full-page-loader';
import { AUTH_TEXTS } from '../features/auth/messages';
import { useConfig } from '../lib/config';
import { useAppDispatch } from '../lib/hooks';
import { loadSession } from '../lib/session-slice';
import { RuntimeProviders } from './runtime';
import { useIntl } from 'react-intl';

type Outcome = 'success' | 'failure';

// Registered when this chunk loads, before Amplify is configured and completes the code exchange.
let settle: ((outcome: Outcome) => void) | null = null;
const outcome = new Promise<Outcome>((resolve) => {
  settle = resolve;
});
Hub.listen('auth', ({ payload }) => {
  if (payload.event === 'signInWithRedirect') settle?.('success');
  if (payload.event === 'signInWithRedirect_failure') settle?.('failure');
});

/** Without an OAuth flow in flight Amplify never reports; the visitor is not left on a spinner. */
const GIVE_UP_MS = 15_000;

function Completion() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    let active = true;
    let redirect: number | undefined;
    const giveUp = window.setTimeout(() => settle?.('failure'), GIVE_UP_MS);
    void outcome.then(async (result) => {
      window.clearTimeout(giveUp);
      if (!active) return;
      const claims = result === 'success' ? await dispatch(loadSession()).unwrap() : null;
      if (!active) return;
      if (!claims) {
        enqueueSnackbar(intl.formatMessage({ id: MESSAGES.unexpected }), { variant: 'error' });
        navigate('/auth/login', { replace: true });
        return;
      }
      enqueueSnackbar(intl.formatMessage({ id: AUTH_TEXTS.loginSuccess }), { variant: 'success' });
      redirect = window.setTimeout(() => navigate('/dashboard', { replace: true }), TIMINGS.googleLoginRedirect);
    });
    return () => {
      active = false;
      window.clearTimeout(giveUp);
      window.clearTimeout(redirect);
    };
  }, [dispatch, navigate, enqueueSnackbar, intl]);
  return <FullPageLoader label="Signing you in" />;
}

/** The Google sign-in return (`/?code=...`): Amplify exchanges the code, then /dashboard after 2 s (spec 1 §4). */
export default function OAuthCallback() {
  const config = useConfig();
  if (!config.googleEnabled || !config.oauthDomain) {
    return <NavigateHome />;
  }
  return (
    <RuntimeProviders>
      <Completion />
    </RuntimeProviders>
  );
}

function NavigateHome() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/home', { replace: true });
  }, [navigate]);
  return null;
}
