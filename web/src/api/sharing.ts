import type * as z from 'zod';
import type { CreatedShareLink, CreateShareLinkBody, ShareLink } from '../../../shared/api/schemas/sharing';
import { api, endpoint } from '../lib/api';

type CreateArg = z.input<typeof CreateShareLinkBody>;

/** The team's read-only share links: the list, a new link (its token in that answer only) and taking one back. */
export const sharingApi = api.enhanceEndpoints({ addTagTypes: ['ShareLink'] }).injectEndpoints({
  endpoints: (build) => ({
    listShareLinks: build.query<ShareLink[], void>({
      ...endpoint('listShareLinks'),
      providesTags: ['ShareLink'],
    }),
    createShareLink: build.mutation<CreatedShareLink, CreateArg>({
      ...endpoint('createShareLink', (body: CreateArg) => ({ body })),
      invalidatesTags: ['ShareLink'],
    }),
    revokeShareLink: build.mutation<void, string>({
      ...endpoint('revokeShareLink', (id: string) => ({ params: { id } })),
      invalidatesTags: ['ShareLink'],
    }),
  }),
});

export const { useListShareLinksQuery, useCreateShareLinkMutation, useRevokeShareLinkMutation } = sharingApi;
