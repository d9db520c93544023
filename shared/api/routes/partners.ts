import { ApiKey, ApiKeyList, ApiKeyParams, CreateApiKeyBody, CreatedApiKey, OpenApiDocument } from '../schemas/partners';
import { r, type RouteSpec } from './spec';

/** The routes of the partners Lambda: the team's API keys, and the API's OpenAPI document. */
export const PARTNERS_ROUTES = {
  listApiKeys: r('GET', '/partners/keys/', 'partners', 'user', 'partners.manage_apikey', { team: 'query', answer: ApiKeyList }),
  createApiKey: r('POST', '/partners/keys/', 'partners', 'user', 'partners.manage_apikey', {
    team: 'query',
    body: CreateApiKeyBody,
    answer: CreatedApiKey,
  }),
  revokeApiKey: r('DELETE', '/partners/keys/{id}/', 'partners', 'user', 'partners.manage_apikey', {
    team: 'query',
    params: ApiKeyParams,
    answer: ApiKey,
  }),
  getOpenApi: r('GET', '/openapi.json', 'partners', 'public', null, { answer: OpenApiDocument }),
} as const satisfies Record<string, RouteSpec>;
