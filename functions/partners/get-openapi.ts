import { openApiDocument } from '../../shared/api/openapi';
import { Reply, route } from '../lib/http';

/** Built once per Lambda from the route table: it changes only with a deployment, so clients may cache it an hour. */
let document: Record<string, unknown> | undefined;

export const getOpenApiRoute = route('getOpenApi', async () => new Reply(200, (document ??= openApiDocument()), { 'cache-control': 'public, max-age=3600' }));
