import http from 'node:http';
import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { countSms, type SmsEncoding } from '../../shared/domain/sms-segments';
import { E164_PATTERN } from '../../shared/domain/alerts';

/**
 * The local stage's message inbox: a loopback stand-in for AWS End User Messaging SMS (Pinpoint SMS Voice V2) and
 * Social (WhatsApp), speaking their wire formats well enough for the SDK clients the outbox sends with, and keeping
 * every message for a developer (GET /, a page newest first) and the tests (GET /store as JSON), as the mail inbox
 * does for mail.
 *
 * - SMS: AWS JSON 1.0, `POST /` with `X-Amz-Target: PinpointSMSVoiceV2.SendTextMessage`; answers `{ MessageId }`.
 * - WhatsApp: REST-JSON, `POST /v1/whatsapp/send` with `{ originationPhoneNumberId, metaApiVersion, message }`,
 *   `message` the Meta Cloud API payload as base64; answers `{ messageId }`.
 *
 * Faults are rehearsed with `POST /outage?mode=up|down|hang|throttle` (down: the connection refused; hang: never
 * answered; throttle: AWS's throttling error, HTTP 429) and a refused number with `POST /opt-out?phone=+234...` (that
 * number's SMS get ConflictException DESTINATION_PHONE_NUMBER_OPTED_OUT, its WhatsApp messages
 * AccessDeniedByMetaException, as when a recipient blocked the business). The inbox pages stay readable whatever
 * the mode.
 */
export const MESSAGE_MODES = ['up', 'down', 'hang', 'throttle'] as const;
export type MessageMode = (typeof MESSAGE_MODES)[number];

/** The local stage's SMS sender ID and WhatsApp Business phone number id (ENV.smsOriginationIdentity, whatsappPhoneNumberId). */
export const LOCAL_SMS_SENDER = 'FieldWatch';
export const LOCAL_WHATSAPP_PHONE_NUMBER_ID = 'phone-number-id-fieldwatch-local';

export const MESSAGES_OUTAGE_PATH = '/outage';
export const MESSAGES_OPT_OUT_PATH = '/opt-out';

const SMS_TARGET = 'PinpointSMSVoiceV2.SendTextMessage';
const WHATSAPP_SEND_PATH = '/v1/whatsapp/send';

/** One message as the inbox keeps it. */
export interface StoredMessage {
  id: string;
  channel: 'sms' | 'whatsapp';
  /** The recipient, E.164. */
  to: string;
  /** The SMS origination identity, or the WhatsApp phone number id. */
  from: string;
  /** The SMS body; for WhatsApp the template's body parameters, one a line. */
  text: string;
  /** WhatsApp: the template's name and language code; null for an SMS. */
  template: string | null;
  language: string | null;
  /** SMS: the segments and encoding the text costs; null for WhatsApp. */
  segments: number | null;
  encoding: SmsEncoding | null;
  at: string;
}

export interface LocalMessages {
  endpoint: string;
  stop(): Promise<void>;
}

/** A request signed with SigV4 (any key: the stand-in does not check the signature, only that there is one). */
const signed = (request: http.IncomingMessage) => /^AWS4-HMAC-SHA256 Credential=\S+/.test(request.headers.authorization ?? '');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** AWS JSON 1.0 errors name their type in the body's `__type`; REST-JSON ones in the x-amzn-errortype header. */
function jsonError(response: http.ServerResponse, status: number, type: string, message: string, extra: Record<string, unknown> = {}): void {
  response
    .writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-errortype': type })
    .end(JSON.stringify({ __type: type, message, Message: message, ...extra }));
}

function restError(response: http.ServerResponse, status: number, type: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type }).end(JSON.stringify({ message }));
}

function page(messages: readonly StoredMessage[]): string {
  const rows = [...messages]
    .reverse()
    .map(
      (message) => `<tr><td>${escapeHtml(message.at)}</td><td>${message.channel === 'sms' ? 'SMS' : 'WhatsApp'}</td><td>${escapeHtml(message.to)}</td>` +
        `<td><pre>${escapeHtml(message.text)}</pre></td><td>${message.segments === null ? escapeHtml(`${message.template ?? ''} (${message.language ?? ''})`) : `${message.segments} (${message.encoding ?? ''})`}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>FieldWatch message inbox</title>
<style>body{font-family:sans-serif;margin:1.5rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}pre{margin:0;white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Message inbox</h1><p>SMS and WhatsApp messages the local stage sent, newest first (${messages.length}). JSON: <a href="/store">/store</a>.</p>
<table><thead><tr><th>When</th><th>Channel</th><th>To</th><th>Text</th><th>Segments / template</th></tr></thead><tbody>
${rows || '<tr><td colspan="5">No messages yet.</td></tr>'}
</tbody></table></body></html>`;
}

interface WhatsAppPayload {
  messaging_product?: unknown;
  to?: unknown;
  type?: unknown;
  text?: { body?: unknown };
  template?: { name?: unknown; language?: { code?: unknown }; components?: Array<{ type?: unknown; parameters?: Array<{ type?: unknown; text?: unknown }> }> };
}

export async function startMessages(options: { port: number }): Promise<LocalMessages> {
  const messages: StoredMessage[] = [];
  const optedOut = new Set<string>();
  let mode: MessageMode = 'up';
  const held = new Set<Socket>();

  const store = (message: Omit<StoredMessage, 'id' | 'at'>): string => {
    const id = randomUUID();
    messages.push({ id, at: new Date().toISOString(), ...message });
    return id;
  };

  const sendSms = (body: Record<string, unknown>, response: http.ServerResponse) => {
    const to = body.DestinationPhoneNumber;
    const text = body.MessageBody;
    if (typeof to !== 'string' || !E164_PATTERN.test(to)) {
      jsonError(response, 400, 'ValidationException', 'DestinationPhoneNumber is not a valid E.164 number', { Reason: 'CANNOT_PARSE' });
      return;
    }
    if (typeof text !== 'string' || text.length === 0) {
      jsonError(response, 400, 'ValidationException', 'MessageBody is required', { Reason: 'MISSING_PARAMETER' });
      return;
    }
    if (optedOut.has(to)) {
      jsonError(response, 400, 'ConflictException', 'The destination phone number has opted out', { Reason: 'DESTINATION_PHONE_NUMBER_OPTED_OUT', ResourceType: 'opt-out-list', ResourceId: 'Default' });
      return;
    }
    const count = countSms(text);
    const id = store({ channel: 'sms', to, from: typeof body.OriginationIdentity === 'string' ? body.OriginationIdentity : '', text, template: null, language: null, segments: count.segments, encoding: count.encoding });
    response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify({ MessageId: id }));
  };

  const sendWhatsApp = (body: Record<string, unknown>, response: http.ServerResponse) => {
    let payload: WhatsAppPayload;
    try {
      payload = JSON.parse(Buffer.from(String(body.message ?? ''), 'base64').toString('utf8')) as WhatsAppPayload;
    } catch {
      restError(response, 400, 'ValidationException', 'message is not a JSON payload');
      return;
    }
    if (typeof body.originationPhoneNumberId !== 'string' || typeof body.metaApiVersion !== 'string' || payload.messaging_product !== 'whatsapp') {
      restError(response, 400, 'ValidationException', 'originationPhoneNumberId, metaApiVersion and a whatsapp payload are required');
      return;
    }
    const to = `+${String(payload.to ?? '').replace(/^\+/, '')}`;
    if (!E164_PATTERN.test(to)) {
      restError(response, 400, 'InvalidParametersException', 'to is not a valid phone number');
      return;
    }
    if (optedOut.has(to)) {
      restError(response, 403, 'AccessDeniedByMetaException', 'The recipient cannot receive messages from this business');
      return;
    }
    let text: string;
    let template: string | null = null;
    let language: string | null = null;
    if (payload.type === 'template' && typeof payload.template?.name === 'string') {
      template = payload.template.name;
      language = typeof payload.template.language?.code === 'string' ? payload.template.language.code : null;
      const parameters = (payload.template.components ?? []).filter((component) => component.type === 'body').flatMap((component) => component.parameters ?? []);
      text = parameters.map((parameter) => String(parameter.text ?? '')).join('\n');
    } else if (payload.type === 'text' && typeof payload.text?.body === 'string') {
      text = payload.text.body;
    } else {
      restError(response, 400, 'InvalidParametersException', 'only template and text messages are supported');
      return;
    }
    const id = store({ channel: 'whatsapp', to, from: body.originationPhoneNumberId, text, template, language, segments: null, encoding: null });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messageId: id }));
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === MESSAGES_OUTAGE_PATH) {
      const wanted = url.searchParams.get('mode') as MessageMode | null;
      if (request.method === 'POST' && wanted && MESSAGE_MODES.includes(wanted)) mode = wanted;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ mode }));
      return;
    }
    if (url.pathname === MESSAGES_OPT_OUT_PATH && request.method === 'POST') {
      const phone = url.searchParams.get('phone') ?? '';
      if (E164_PATTERN.test(phone)) optedOut.add(phone);
      response.writeHead(E164_PATTERN.test(phone) ? 200 : 400, { 'content-type': 'application/json' }).end(JSON.stringify({ optedOut: [...optedOut] }));
      return;
    }
    if (request.method === 'GET' && url.pathname === '/store') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messages }));
      return;
    }
    if (request.method === 'GET' && url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(messages));
      return;
    }
    if (request.method === 'POST' && url.pathname === '/clear-store') {
      messages.length = 0;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ cleared: true }));
      return;
    }
    const target = request.headers['x-amz-target'];
    const isSms = request.method === 'POST' && url.pathname === '/' && target === SMS_TARGET;
    const isWhatsApp = request.method === 'POST' && url.pathname === WHATSAPP_SEND_PATH;
    if (!isSms && !isWhatsApp) {
      request.resume();
      if (request.method === 'POST' && url.pathname === '/') jsonError(response, 400, 'UnknownOperationException', `not supported here: ${String(target)}`);
      else restError(response, 404, 'ResourceNotFoundException', `no such path: ${url.pathname}`);
      return;
    }
    if (mode === 'down') {
      request.socket.destroy();
      return;
    }
    if (mode === 'hang') {
      held.add(request.socket);
      request.socket.once('close', () => held.delete(request.socket));
      return;
    }
    if (!signed(request)) {
      request.resume();
      const message = 'Missing Authentication Token';
      if (isSms) jsonError(response, 400, 'UnrecognizedClientException', message);
      else restError(response, 403, 'MissingAuthenticationTokenException', message);
      return;
    }
    if (mode === 'throttle') {
      request.resume();
      if (isSms) jsonError(response, 429, 'ThrottlingException', 'Rate exceeded');
      else restError(response, 429, 'ThrottledRequestException', 'Rate exceeded');
      return;
    }
    readBody(request)
      .then((text) => {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(text || '{}') as Record<string, unknown>;
        } catch {
          if (isSms) jsonError(response, 400, 'SerializationException', 'body is not JSON');
          else restError(response, 400, 'ValidationException', 'body is not JSON');
          return;
        }
        if (isSms) sendSms(body, response);
        else sendWhatsApp(body, response);
      })
      .catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: async () => {
      for (const socket of held) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
