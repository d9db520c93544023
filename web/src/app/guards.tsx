import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { MESSAGES } from '../../../shared/domain/accounts';
import type { MessageId } from '../../../shared/i18n/english';
import { FullPageLoader } from '../components/full-page-loader';
import { useIsStaff, useSession } from '../lib/hooks';
import { useIntl } from 'react-intl';

/** The spinner's name while the session is read (a catalogue key). */
const CHECKING_SESSION: MessageId = 'app.checkingSession';

function RedirectToLogin() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    enqueueSnackbar(intl.formatMessage({ id: MESSAGES.loginRequired }), { variant: 'warning' });
    navigate('/auth/login', { replace: true, state: { from: location.pathname } });
    // Once per mount: the redirect itself unmounts this component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** Signed-in routes: without a session, to /auth/login with 'Please login to continue'. */
export function RequireAuth() {
  const { status, signingOut } = useSession();
  if (status === 'unknown' || status === 'loading') return <FullPageLoader label={CHECKING_SESSION} />;
  if (status === 'signedOut') return signingOut ? null : <RedirectToLogin />;
  return <Outlet />;
}

/** Admin routes: a session is required too; a signed-in user outside the staff group goes to /dashboard. */
export function RequireStaff() {
  const { status, signingOut } = useSession();
  const isStaff = useIsStaff();
  if (status === 'unknown' || status === 'loading') return <FullPageLoader label={CHECKING_SESSION} />;
  if (status === 'signedOut') return signingOut ? null : <RedirectToLogin />;
  if (!isStaff) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
