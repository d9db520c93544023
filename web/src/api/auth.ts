import type { Detail } from '../../../shared/api/schemas/common';
import type { ConfirmPasswordResetBody, PasswordResetBody, ResetTokenStatus } from '../../../shared/api/schemas/password-reset';
import { api, endpoint } from '../lib/api';

/** The password reset by e-mailed link (spec 1 §7): our single-use token, checked when the page opens. */
const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<Detail, PasswordResetBody>({
      ...endpoint('requestPasswordReset', (body: PasswordResetBody) => ({ body })),
    }),
    /** A POST (the token stays out of URLs and logs) that spends nothing: a query, so the page reads its state. */
    validateResetToken: build.query<ResetTokenStatus, string>({
      ...endpoint('validateResetToken', (token: string) => ({ body: { token } })),
      keepUnusedDataFor: 0,
    }),
    confirmPasswordReset: build.mutation<Detail, ConfirmPasswordResetBody>({
      ...endpoint('confirmPasswordReset', (body: ConfirmPasswordResetBody) => ({ body })),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useValidateResetTokenQuery, useConfirmPasswordResetMutation } = passwordResetApi;
