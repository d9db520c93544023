import { CreatePaymentBody, PaymentContext, PaymentContextQuery, PaymentInit, PaymentOutcome, VerifyPaymentBody, WebhookAnswer } from '../schemas/subscriptions';
import { r, type RouteSpec } from './spec';

/** The routes of the payments Lambda. */
export const PAYMENTS_ROUTES = {
  // Ours: before a purchase, the team billed, its plan in force and its use (the dialog states the consequence).
  getPaymentContext: r('GET', '/accounts/payment/context/', 'payments', 'user', 'payment.add_payment', {
    team: 'query',
    query: PaymentContextQuery,
    answer: PaymentContext,
  }),
  createPayment: r('POST', '/accounts/payment/create', 'payments', 'user', 'payment.add_payment', {
    team: 'body',
    body: CreatePaymentBody,
    answer: PaymentInit,
  }),
  // Ours (spec 3 §4 leaves the server-side record unshown): the browser's return after Paystack's popup, and
  // Paystack's webhook, public and verified by its HMAC signature on the raw body (so no body schema).
  verifyPayment: r('POST', '/accounts/payment/verify/', 'payments', 'user', 'payment.add_payment', {
    team: 'query',
    body: VerifyPaymentBody,
    answer: PaymentOutcome,
  }),
  paystackWebhook: r('POST', '/accounts/payment/webhook/', 'payments', 'public', null, { answer: WebhookAnswer }),
} as const satisfies Record<string, RouteSpec>;
