import type { PublicPlan } from '../../../shared/api/schemas/plans';
import type { CreatePaymentBody, PaymentContext, PaymentInit, PaymentOutcome } from '../../../shared/api/schemas/subscriptions';
import { api, endpoint } from '../lib/api';

/** Plans (public), and the payment: opened on the server, settled on the server after Paystack's popup. */
export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPublicPlans: build.query<PublicPlan[], void>({
      ...endpoint('listPublicPlans'),
    }),
    getPublicPlan: build.query<PublicPlan, string>({
      ...endpoint('getPublicPlan', (id: string) => ({ params: { id } })),
    }),
    /** The team a purchase bills, its plan in force and its use; it changes with a fulfilled payment. */
    getPaymentContext: build.query<PaymentContext, string>({
      ...endpoint('getPaymentContext', (team: string) => ({ query: { team } })),
      providesTags: ['Profile'],
    }),
    createPayment: build.mutation<PaymentInit, { body: CreatePaymentBody; idempotencyKey: string }>({
      ...endpoint('createPayment', ({ body, idempotencyKey }: { body: CreatePaymentBody; idempotencyKey: string }) => ({ body, idempotencyKey })),
    }),
    /** Asked in the team billed, so a member of several teams is answered for the payment they made. */
    verifyPayment: build.mutation<PaymentOutcome, { reference: string; team: string }>({
      ...endpoint('verifyPayment', ({ reference, team }: { reference: string; team: string }) => ({ body: { reference }, query: { team } })),
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
