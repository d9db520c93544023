import { resourceRouter } from '../lib/router';
import { createApiKeyRoute } from './create-api-key';
import { getOpenApiRoute } from './get-openapi';
import { listApiKeysRoute } from './list-api-keys';
import { revokeApiKeyRoute } from './revoke-api-key';

export const handler = resourceRouter('partners', {
  listApiKeys: listApiKeysRoute,
  createApiKey: createApiKeyRoute,
  revokeApiKey: revokeApiKeyRoute,
  getOpenApi: getOpenApiRoute,
});
