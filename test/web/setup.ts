import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { takeContractBreaks } from './support/mock-api';
import { wideMatchMedia } from './media-query';

// jsdom tests never reach Cognito: every aws-amplify/auth call is a mock the tests program (e2e covers the real one).
vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn(async () => ({ tokens: undefined })),
  signIn: vi.fn(),
  signUp: vi.fn(),
  confirmSignUp: vi.fn(),
  resendSignUpCode: vi.fn(),
  resetPassword: vi.fn(),
  confirmResetPassword: vi.fn(),
  updatePassword: vi.fn(),
  signOut: vi.fn(async () => undefined),
  signInWithRedirect: vi.fn(),
  confirmSignIn: vi.fn(),
  fetchMFAPreference: vi.fn(async () => ({})),
  setUpTOTP: vi.fn(),
  verifyTOTPSetup: vi.fn(),
  updateMFAPreference: vi.fn(),
}));

// Lazy page chunks load slowly on a busy 2-core machine (the first test of a file also transforms them): the
// default 1 s wait for findBy* is too short there, and so is 5 s for the first screen under a full suite's load.
configure({ asyncUtilTimeout: 10_000 });

if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: wideMatchMedia,
  });
}

Element.prototype.scrollIntoView ??= function scrollIntoView() {};

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A mock answer that broke its route's contract fails the test that gave it (test/web/support/mock-api.ts).
afterEach(() => {
  const breaks = takeContractBreaks();
  if (breaks.length > 0) throw new Error(breaks.join('\n'));
});
