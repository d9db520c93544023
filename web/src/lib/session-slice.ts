import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fetchAuthSession } from 'aws-amplify/auth';
import type { UserDetails } from '../../../shared/api/schemas/accounts';
import { storedCurrentTeam } from './current-team';
import { isNoNetwork, storedIdTokenClaims } from './offline/offline-session';

/** The claims of the Cognito ID token the client relies on. */
export interface SessionClaims {
  /** `sub`: the user id in /accounts/{userId}/profile/. */
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  groups: string[];
}

export type SessionStatus = 'unknown' | 'loading' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  /** The logged-in flag of the session context (spec 3 §9). */
  loggedIn: boolean;
  claims: SessionClaims | null;
  /** user_details (spec 1 §3), from GET /accounts/{userId}/profile/. */
  userDetails: UserDetails | null;
  /** Set while a logout shows its toast, so the guards do not answer it with 'Please login to continue'. */
  signingOut: boolean;
  /** The team the user works in when they chose one (a member of several teams); null: their own or only team. */
  currentTeamId: string | null;
}

const initialState: SessionState = {
  status: 'unknown',
  loggedIn: false,
  claims: null,
  userDetails: null,
  signingOut: false,
  currentTeamId: null,
};

export const STAFF_GROUP = 'staff';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Reads the current Amplify session (refreshing tokens when needed); null when nobody is signed in. Without signal
 * the token cannot be refreshed: the user who signed in on this phone stays signed in (see offline-session.ts).
 */
export const loadSession = createAsyncThunk('session/load', async (): Promise<SessionClaims | null> => {
  try {
    const { tokens } = await fetchAuthSession();
    return claimsOf(tokens?.idToken?.payload);
  } catch (error) {
    return isNoNetwork(error) ? claimsOf(storedIdTokenClaims()) : null;
  }
});

function claimsOf(payload: Record<string, unknown> | null | undefined): SessionClaims | null {
  if (!payload || typeof payload.sub !== 'string') return null;
  const groups = payload['cognito:groups'];
  return {
    userId: payload.sub,
    email: text(payload.email),
    firstName: text(payload.given_name),
    lastName: text(payload.family_name),
    groups: Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [],
  };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    userDetailsReceived(state, action: PayloadAction<UserDetails>) {
      state.userDetails = action.payload;
    },
    /** Switching teams: every team-scoped call from now on names this team. */
    currentTeamChosen(state, action: PayloadAction<string>) {
      state.currentTeamId = action.payload;
    },
    signingOutStarted(state) {
      state.signingOut = true;
    },
    /** The login page calls this once it is shown: from then on the guards redirect with their message again. */
    signingOutFinished(state) {
      state.signingOut = false;
    },
    /** Keeps `signingOut`: the navigation to /auth/login may render after this update. */
    sessionCleared(state) {
      return { ...initialState, status: 'signedOut' as const, signingOut: state.signingOut };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadSession.pending, (state) => {
        if (state.status === 'unknown') state.status = 'loading';
      })
      .addCase(loadSession.fulfilled, (state, action) => {
        const claims = action.payload;
        if (claims && state.claims?.userId !== claims.userId) {
          state.userDetails = null;
          state.currentTeamId = storedCurrentTeam(claims.userId);
        }
        state.claims = claims;
        state.status = claims ? 'signedIn' : 'signedOut';
        state.loggedIn = Boolean(claims);
        if (!claims) state.userDetails = null;
      });
  },
});

export const { userDetailsReceived, currentTeamChosen, signingOutStarted, signingOutFinished, sessionCleared } = sessionSlice.actions;

/** The team a user's profile was read for: the one they own, else the one they belong to; null before it arrived. */
export function profileTeamOf(details: Pick<UserDetails, 'user_team' | 'owned_team'> | null | undefined): string | null {
  return details?.user_team ?? details?.owned_team?.id ?? null;
}

export function isStaffSession(state: Pick<SessionState, 'claims' | 'userDetails'>): boolean {
  return Boolean(state.claims?.groups.includes(STAFF_GROUP) || state.userDetails?.is_staff);
}
