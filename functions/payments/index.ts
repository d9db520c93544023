import { resourceRouter } from '../lib/router';
import { createPayment } from './create-payment';
import { paystackWebhook } from './paystack-webhook';
import { verifyPayment } from './verify-payment';

export const handler = resourceRouter('payments', { createPayment, verifyPayment, paystackWebhook });
