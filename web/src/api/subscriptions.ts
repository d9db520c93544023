import type { PublicPlan } from '../../../shared/api/schemas/plans';
import type { CreatePaymentBody, PaymentContext, PaymentInit, PaymentOutcome } from '../../../shared/api/schemas/subscriptions';
import { answerOf, api, request } from '../lib/api';

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
    /** The team a purchase bills, its plan in force and its use; it changes with a fulfilled payment. */
    getPaymentContext: build.query<PaymentContext, string>({
      query: (team) => request('getPaymentContext', { query: { team } }),
      responseSchema: answerOf('getPaymentContext'),
      providesTags: ['Profile'],
    }),
    createPayment: build.mutation<PaymentInit, { body: CreatePaymentBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ ...request('createPayment', { body }), headers: { 'Idempotency-Key': idempotencyKey } }),
      responseSchema: answerOf('createPayment'),
    }),
    /** Asked in the team billed, so a member of several teams is answered for the payment they made. */
    verifyPayment: build.mutation<PaymentOutcome, { reference: string; team: string }>({
      query: ({ reference, team }) => ({ ...request('verifyPayment', { body: { reference } }), params: { team } }),
      responseSchema: answerOf('verifyPayment'),
      // The profile's current_subscription (banners, My Account) changes with a fulfilled payment.
      invalidatesTags: (result) => (result?.status === 'success' ? ['Profile'] : []),
    }),
  }),
});

export const {
  useListPublicPlansQuery,
  useLazyGetPublicPlanQuery,
  useGetPaymentContextQuery,
  useCreatePaymentMutation,
  useVerifyPaymentMutation,
} = subscriptionsApi;
