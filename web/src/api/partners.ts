import type { ApiKey, ApiKeyList, CreateApiKeyBody, CreatedApiKey } from '../../../shared/api/schemas/partners';
import { api, endpoint } from '../lib/api';

const LIST = { type: 'ApiKey' as const, id: 'LIST' };

/** The current team's API keys: the list (never the keys), a new key (its one answer carries it), a revocation. */
export const partnersApi = api.enhanceEndpoints({ addTagTypes: ['ApiKey'] }).injectEndpoints({
  endpoints: (build) => ({
    listApiKeys: build.query<ApiKeyList, void>({
      ...endpoint('listApiKeys', () => ({})),
      providesTags: [LIST],
    }),
    createApiKey: build.mutation<CreatedApiKey, CreateApiKeyBody>({
      ...endpoint('createApiKey', (body: CreateApiKeyBody) => ({ body })),
      invalidatesTags: [LIST],
    }),
    revokeApiKey: build.mutation<ApiKey, string>({
      ...endpoint('revokeApiKey', (id: string) => ({ params: { id } })),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useListApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = partnersApi;
