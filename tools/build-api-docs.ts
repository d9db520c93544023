/** Writes docs/api.md (the partner API's page) from the route table: `npx tsx tools/build-api-docs.ts`. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { partnerApiDocs } from '../shared/api/partner-docs';

mkdirSync('docs', { recursive: true });
writeFileSync('docs/api.md', partnerApiDocs());
