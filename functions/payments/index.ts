import { resourceRouter } from '../lib/router';
import { createPayment } from './create-payment';
import { getPaymentContext } from './payment-context';
import { paystackWebhook } from './paystack-webhook';
import { verifyPayment } from './verify-payment';

export const handler = resourceRouter('payments', { getPaymentContext, createPayment, verifyPayment, paystackWebhook });
