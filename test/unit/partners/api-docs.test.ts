import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { partnerApiDocs } from '../../../shared/api/partner-docs';
import { KEY_ROUTES } from '../../../shared/api/partner-routes';

describe('docs/api.md', () => {
  it('is what the route table builds (run npx tsx tools/build-api-docs.ts after changing routes)', () => {
    expect(readFileSync('docs/api.md', 'utf8')).toBe(partnerApiDocs());
  });

  it('has a curl example for every resource a key may call, and the README links it', () => {
    const docs = partnerApiDocs();
    for (const resource of new Set(KEY_ROUTES.map((route) => route.resource))) expect(docs, resource).toContain(`### ${resource}\n`);
    expect(docs.match(/^curl /gm)?.length).toBeGreaterThanOrEqual(new Set(KEY_ROUTES.map((route) => route.resource)).size);
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('(docs/api.md)');
    expect(readme).toContain('/api/openapi.json');
  });
});
