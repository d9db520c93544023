import type { Detail } from '../../../../shared/api/schemas/common';
import type { ConfirmPasswordResetBody, PasswordResetBody, ResetTokenStatus } from '../../../../shared/api/schemas/password-reset';
import { answerOf, api, request } from '../../lib/api';

/** The password reset by e-mailed link (spec 1 §7): our single-use token, checked when the page opens. */
const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<Detail, PasswordResetBody>({
      query: (body) => request('requestPasswordReset', { body }),
      responseSchema: answerOf('requestPasswordReset'),
    }),
    /** A POST (the token stays out of URLs and logs) that spends nothing: a query, so the page reads its state. */
    validateResetToken: build.query<ResetTokenStatus, string>({
      query: (token) => request('validateResetToken', { body: { token } }),
      responseSchema: answerOf('validateResetToken'),
      keepUnusedDataFor: 0,
    }),
    confirmPasswordReset: build.mutation<Detail, ConfirmPasswordResetBody>({
      query: (body) => request('confirmPasswordReset', { body }),
      responseSchema: answerOf('confirmPasswordReset'),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useValidateResetTokenQuery, useConfirmPasswordResetMutation } = passwordResetApi;
