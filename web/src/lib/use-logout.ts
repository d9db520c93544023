import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { signOut } from 'aws-amplify/auth';
import { MESSAGES, TIMINGS } from '../../../shared/domain/accounts';
import type { MessageId } from '../../../shared/i18n/english';
import { api } from './api';
import { contextCleared } from './context-slice';
import { useAppDispatch } from './hooks';
import { forgetUserLanguage } from './use-user-language';
import { sessionCleared, signingOutFinished, signingOutStarted } from './session-slice';
import { useIntl } from 'react-intl';

/** Catalogue keys: the toast shows them in the language on screen (see app/providers.tsx). */
export const LOGOUT_TEXTS = {
  loggedOut: 'app.logout.loggedOut',
  /** The admin area's logout text (spec 3 §4). */
  adminLoggedOut: 'app.logout.adminLoggedOut',
  passwordChanged: 'app.logout.passwordChanged',
} as const satisfies Record<string, MessageId>;

/**
 * Logout (spec 1 §4, §8): sign out of Cognito, toast the message (3 s), then /auth/login after 0.5 s with the
 * session reset; on failure the unexpected-error toast (5 s).
 */
export function useLogout() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  return useCallback(
    async (message: string = LOGOUT_TEXTS.loggedOut): Promise<boolean> => {
      dispatch(signingOutStarted());
      try {
        await signOut();
      } catch {
        dispatch(signingOutFinished());
        enqueueSnackbar(intl.formatMessage({ id: MESSAGES.unexpected }), { variant: 'error', autoHideDuration: TIMINGS.toast });
        return false;
      }
      enqueueSnackbar(message, { variant: 'success', autoHideDuration: TIMINGS.logoutToast });
      window.setTimeout(() => {
        navigate('/auth/login', { replace: true });
        dispatch(sessionCleared());
        forgetUserLanguage();
        dispatch(contextCleared());
        dispatch(api.util.resetApiState());
      }, TIMINGS.logoutRedirect);
      return true;
    },
    [dispatch, navigate, enqueueSnackbar, intl],
  );
}
