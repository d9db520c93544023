import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A Paystack stand-in for the local stage (no network): the two transaction calls the server makes, a checkout
 * page the web app opens where Paystack's popup would be (card success and card decline), and signed
 * `charge.success` webhooks to the local gateway, with the same HMAC-SHA512 of the raw body and the secret key.
 * Transactions live in memory for the stage's life.
 */

/** The `x-paystack-signature` of a raw body, with the stage's test secret key (stage-credentials.ts). */
export const paystackSignature = (rawBody: string | Buffer, secret: string) =>
  createHmac('sha512', secret).update(rawBody).digest('hex');

interface Transaction {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  metadata: unknown;
  status: 'abandoned' | 'success' | 'failed';
  paidAt: string | null;
  /** A test may make verify report another amount, as a tampered or mistaken record would. */
  reportedAmount?: number;
}

export interface PaystackStandInOptions {
  /** Where the stand-in is mounted on the gateway, e.g. http://localhost:8080/paystack. */
  rootUrl: string;
  /** The gateway's webhook route. */
  webhookUrl: string;
  /** The stage's test secret key, generated per data folder: the functions and the stand-in share it. */
  secret: string;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function checkoutPage(tx: Transaction, root: string): string {
  const naira = (tx.amount / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const base = `${root}/checkout/${encodeURIComponent(tx.accessCode)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Paystack test checkout</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f3f5f7;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:28px;width:min(360px,90vw)}
h1{font-size:18px;margin:0 0 4px}p{margin:4px 0;color:#444}.amount{font-size:28px;font-weight:700;color:#0a2540;margin:16px 0}
.tag{display:inline-block;background:#fff4d6;color:#7a5200;border-radius:4px;padding:2px 8px;font-size:12px}
button{display:block;width:100%;padding:12px;margin-top:12px;border:0;border-radius:6px;font-size:16px;cursor:pointer}
#pay{background:#0ba4db;color:#fff}#decline{background:#fff;color:#b42318;border:1px solid #b42318}#cancel{background:none;color:#555}
#result{margin-top:16px;font-weight:600}
</style></head>
<body><main>
<span class="tag">TEST MODE: local stand-in</span>
<h1>Pay FieldWatch</h1>
<p>${escapeHtml(tx.email)}</p>
<p class="amount">NGN ${naira}</p>
<p>Test card 4084 0840 8408 4081</p>
<button id="pay" type="button">Pay NGN ${naira}</button>
<button id="decline" type="button">Decline card</button>
<button id="cancel" type="button">Cancel payment</button>
<p id="result" role="status"></p>
</main>
<script>
const reference = ${JSON.stringify(tx.reference)};
const tell = (event) => window.parent.postMessage({ source: 'paystack-stand-in', event, reference }, '*');
async function act(kind) {
  document.querySelectorAll('button').forEach((b) => (b.disabled = true));
  const res = await fetch(${JSON.stringify(base)} + '/' + kind, { method: 'POST' });
  const body = await res.json();
  document.getElementById('result').textContent = body.status === 'success' ? 'Approved' : 'Declined: ' + body.gateway_response;
  tell(body.status === 'success' ? 'success' : 'failed');
  if (body.status !== 'success') document.querySelectorAll('button').forEach((b) => (b.disabled = false));
}
document.getElementById('pay').onclick = () => act('pay');
document.getElementById('decline').onclick = () => act('decline');
document.getElementById('cancel').onclick = () => tell('cancel');
</script></body></html>`;
}

export function paystackStandIn(options: PaystackStandInOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { secret } = options;
  const prefix = new URL(options.rootUrl).pathname.replace(/\/$/, '');
  const byReference = new Map<string, Transaction>();
  const byAccessCode = new Map<string, Transaction>();
  let nextId = 1_000_000;

  const verifyData = (tx: Transaction) => ({
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    amount: tx.reportedAmount ?? tx.amount,
    currency: tx.currency,
    gateway_response: tx.status === 'success' ? 'Successful' : tx.status === 'failed' ? 'Declined' : 'The transaction was not completed',
    paid_at: tx.paidAt,
    channel: 'card',
    metadata: tx.metadata,
    customer: { id: 1, email: tx.email, customer_code: 'CUS_local' },
  });

  const fireWebhook = (tx: Transaction) => {
    const body = JSON.stringify({ event: 'charge.success', data: verifyData(tx) });
    fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(body, secret) },
      body,
    }).catch((error: unknown) => console.error('[paystack] webhook not delivered', error));
  };

  const authorized = (req: IncomingMessage) => req.headers.authorization === `Bearer ${secret}`;

  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const sub = url.pathname.slice(prefix.length) || '/';
    const work = async () => {
      if (req.method === 'POST' && sub === '/transaction/initialize') {
        if (!authorized(req)) return send(res, 401, { status: false, message: 'Invalid key' });
        const body = await readJson(req);
        const amount = body.amount;
        const reference = typeof body.reference === 'string' ? body.reference : `T${randomBytes(6).toString('hex')}`;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || typeof body.email !== 'string') {
          return send(res, 400, { status: false, message: 'Invalid amount or email' });
        }
        if (byReference.has(reference)) return send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
        const tx: Transaction = {
          id: nextId++,
          reference,
          accessCode: randomBytes(8).toString('hex'),
          amount,
          currency: typeof body.currency === 'string' ? body.currency : 'NGN',
          email: body.email,
          metadata: body.metadata ?? '',
          status: 'abandoned',
          paidAt: null,
        };
        byReference.set(reference, tx);
        byAccessCode.set(tx.accessCode, tx);
        return send(res, 200, {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: `${options.rootUrl}/checkout/${tx.accessCode}`, access_code: tx.accessCode, reference },
        });
      }
      const verify = /^\/transaction\/verify\/([^/]+)$/.exec(sub);
      if (req.method === 'GET' && verify) {
        if (!authorized(req)) return send(res, 401, { status: false, message: 'Invalid key' });
        const tx = byReference.get(decodeURIComponent(verify[1] ?? ''));
        if (!tx) return send(res, 400, { status: false, message: 'Transaction reference not found' });
        return send(res, 200, { status: true, message: 'Verification successful', data: verifyData(tx) });
      }
      const checkout = /^\/checkout\/([^/]+)(?:\/(pay|decline))?$/.exec(sub);
      if (checkout) {
        const tx = byAccessCode.get(checkout[1] ?? '');
        if (!tx) return send(res, 404, { status: false, message: 'Unknown access code' });
        if (req.method === 'GET' && !checkout[2]) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(checkoutPage(tx, options.rootUrl));
          return;
        }
        if (req.method === 'POST' && checkout[2] === 'pay') {
          if (tx.status !== 'success') {
            tx.status = 'success';
            tx.paidAt = new Date().toISOString();
          }
          // `?webhook=off`: a test that wants the browser's return alone, or a forged event, holds the real one back.
          if (url.searchParams.get('webhook') !== 'off') fireWebhook(tx);
          return send(res, 200, { status: 'success', reference: tx.reference, gateway_response: 'Approved' });
        }
        if (req.method === 'POST' && checkout[2] === 'decline') {
          if (tx.status !== 'success') tx.status = 'failed';
          return send(res, 200, { status: tx.status, reference: tx.reference, gateway_response: 'Declined' });
        }
      }
      // Test controls: what the real Paystack cannot be made to do on purpose; only with the stage's secret key.
      if (sub.startsWith('/__control/') && !authorized(req)) return send(res, 401, { status: false, message: 'Invalid key' });
      if (req.method === 'POST' && sub === '/__control/report-amount') {
        const body = await readJson(req);
        const tx = byReference.get(String(body.reference));
        if (!tx || typeof body.amount !== 'number') return send(res, 404, { status: false });
        tx.reportedAmount = body.amount;
        return send(res, 200, { status: true });
      }
      return send(res, 404, { status: false, message: 'Not found' });
    };
    work().catch((error: unknown) => {
      console.error('[paystack]', error);
      if (!res.headersSent) send(res, 500, { status: false, message: 'Stand-in error' });
    });
  };
}
