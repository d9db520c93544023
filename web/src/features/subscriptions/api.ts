import type { PublicPlan } from '../../../../shared/api/schemas/plans';
import type { CreatePaymentBody, PaymentInit, PaymentOutcome } from '../../../../shared/api/schemas/subscriptions';
import { answerOf, api, request } from '../../lib/api';

/** Plans (public), and the payment: opened on the server, settled on the server after Paystack's popup. */
export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPublicPlans: build.query<PublicPlan[], void>({
      query: () => request('listPublicPlans'),
      responseSchema: answerOf('listPublicPlans'),
    }),
    getPublicPlan: build.query<PublicPlan, string>({
      query: (id) => request('getPublicPlan', { params: { id } }),
      responseSchema: answerOf('getPublicPlan'),
    }),
    createPayment: build.mutation<PaymentInit, { body: CreatePaymentBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ ...request('createPayment', { body }), headers: { 'Idempotency-Key': idempotencyKey } }),
      responseSchema: answerOf('createPayment'),
    }),
    verifyPayment: build.mutation<PaymentOutcome, string>({
      query: (reference) => request('verifyPayment', { body: { reference } }),
      responseSchema: answerOf('verifyPayment'),
      // The profile's current_subscription (banners, My Account) changes with a fulfilled payment.
      invalidatesTags: (result) => (result?.status === 'success' ? ['Profile'] : []),
    }),
  }),
});

export const { useListPublicPlansQuery, useLazyGetPublicPlanQuery, useCreatePaymentMutation, useVerifyPaymentMutation } = subscriptionsApi;
