import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { API_PREFIX } from '../../shared/api/routes';
import { api } from '../support/local-client';
import { newOwner as createOwner, type Owner } from '../support/teams';

const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const newOwner = (prefix: string) => createOwner(stageUrl, sesEndpoint, prefix);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they crossed the wire (node:http leaves a compressed body compressed). */
  body: Buffer;
}

/** A GET through the local gateway as a browser sends it: the caller's token, and the given headers. */
function get(path: string, token: string, headers: Record<string, string> = {}): Promise<Answer> {
  return getUrl(`${stageUrl}${API_PREFIX}${path}`, { authorization: `Bearer ${token}`, ...headers });
}

function getUrl(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const fieldsOf = (owner: Owner) => `/field/?team=${owner.teamId}`;

async function draw(owner: Owner, name: string, lon: number): Promise<void> {
  const ring: [number, number][] = [
    [lon, 9.1],
    [lon + 0.003, 9.1],
    [lon + 0.003, 9.103],
    [lon, 9.103],
    [lon, 9.1],
  ];
  const drawn = await api(stageUrl, 'POST', '/field/draw/', { token: owner.session.idToken, body: { team: owner.teamId, name, coordinates: ring } });
  expect(drawn.status).toBe(201);
}

describe('conditional GETs on the API', () => {
  it('answers an unchanged list with a bodiless 304, and a changed one with 200 and a new tag', async () => {
    const owner = await newOwner('etag');
    await draw(owner, 'Etag North', 7.2);
    const token = owner.session.idToken;

    const first = await get(fieldsOf(owner), token);
    expect(first.status).toBe(200);
    const tag = first.headers.etag ?? '';
    // A strong tag that is a hash only: nothing of the body (names, ids) is in it.
    expect(tag).toMatch(/^"[\w-]{22}"$/);
    expect(tag).not.toContain(owner.teamId);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get(fieldsOf(owner), token, { 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(tag);
    // CloudFront weakens the tag when it compresses; the browser then sends it back weak.
    expect((await get(fieldsOf(owner), token, { 'if-none-match': `W/${tag}` })).status).toBe(304);
    // A tag among others matches; an unknown one does not.
    expect((await get(fieldsOf(owner), token, { 'if-none-match': `"other", ${tag}` })).status).toBe(304);
    expect((await get(fieldsOf(owner), token, { 'if-none-match': '"other"' })).status).toBe(200);

    await draw(owner, 'Etag South', 7.21);
    const changed = await get(fieldsOf(owner), token, { 'if-none-match': tag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect((JSON.parse(changed.body.toString()) as { name: string }[]).map((field) => field.name).sort()).toEqual(['Etag North', 'Etag South']);
  });

  it("never answers another user's tag with their data: the tag only saves the bytes of an answer the caller may read", async () => {
    const [a, b] = [await newOwner('etag-a'), await newOwner('etag-b')];
    await draw(a, 'Only A', 7.3);
    const answerA = await get(fieldsOf(a), a.session.idToken);
    const tagA = answerA.headers.etag ?? '';

    // B asks for A's team with A's tag: refused as any request of B's for A's team is, no 304 confirming it.
    const intruder = await get(fieldsOf(a), b.session.idToken, { 'if-none-match': tagA });
    expect([403, 404]).toContain(intruder.status);
    expect(intruder.body.toString()).not.toContain('Only A');

    // B asks for B's own list with A's tag: B's own list, whole.
    const own = await get(fieldsOf(b), b.session.idToken, { 'if-none-match': tagA });
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body.toString())).toEqual([]);
    expect(own.headers.etag).not.toBe(tagA);
  });

  it('compresses a large JSON answer as CloudFront does, and a 304 carries no body at all', async () => {
    const owner = await newOwner('etag-gzip');
    for (const [i, lon] of [7.4, 7.41, 7.42].entries()) await draw(owner, `Gzip ${i + 1}`, lon);
    const token = owner.session.idToken;
    const whole = await get(fieldsOf(owner), token, { 'accept-encoding': 'gzip' });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-encoding']).toBe('gzip');
    const plain = await get(fieldsOf(owner), token);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(whole.body.length).toBeLessThan(plain.body.length / 2);
    // The same tag however it travelled: the tag is the JSON's, not the encoding's.
    expect(whole.headers.etag).toBe(plain.headers.etag);

    const revalidated = await get(fieldsOf(owner), token, { 'accept-encoding': 'gzip', 'if-none-match': whole.headers.etag ?? '' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });

  it('leaves error answers without a tag', async () => {
    const owner = await newOwner('etag-writes');
    const missing = await get(`/field/00000000-0000-4000-8000-000000000000/?team=${owner.teamId}`, owner.session.idToken);
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.headers.etag).toBeUndefined();
  });

  it("compresses the web app as the web distribution does and revalidates its page by its ETag", async () => {
    const page = await getUrl(`${stageUrl}/dashboard`, { 'accept-encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    // CloudFront compresses from 1,000 bytes: the page (one entry script, no preload list) travels as it is, its
    // script compressed.
    expect(page.body.length).toBeLessThan(1000);
    expect(page.headers['content-encoding']).toBeUndefined();
    const script = /src="(\/assets\/index-[\w-]+\.js)"/.exec(page.body.toString('utf8'))?.[1];
    if (!script) throw new Error(`No entry script in the page: ${page.body.toString('utf8')}`);
    const entry = await getUrl(`${stageUrl}${script}`, { 'accept-encoding': 'gzip' });
    expect(entry.status).toBe(200);
    expect(entry.headers['content-encoding']).toBe('gzip');
    const again = await getUrl(`${stageUrl}/dashboard`, { 'accept-encoding': 'gzip', 'if-none-match': page.headers.etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // config.json, read at every start of the app, likewise.
    const config = await getUrl(`${stageUrl}/config.json`, {});
    expect(config.headers['cache-control']).toBe('no-cache');
    const configAgain = await getUrl(`${stageUrl}/config.json`, { 'if-none-match': config.headers.etag ?? '' });
    expect(configAgain.status).toBe(304);
    expect(configAgain.body.length).toBe(0);
  });
});
