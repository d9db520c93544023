import type { UpdateProfileAnswer, UpdateProfileBody, UserDetails } from '../../../shared/api/schemas/accounts';
import { api, endpoint } from '../lib/api';
import { userDetailsReceived } from '../lib/session-slice';

/** GET/PUT /accounts/{userId}/profile/ (spec 1 §7); userId is the ID token's `sub`. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<UserDetails, string>({
      ...endpoint('getProfile', (userId: string) => ({ params: { userId } })),
      providesTags: (_result, _error, userId) => [{ type: 'Profile', id: userId }],
      async onQueryStarted(_userId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userDetailsReceived(data));
        } catch {
          // The error is on the query result; list and profile failures leave the screen as it was.
        }
      },
    }),
    /** Answers the confirmation text and the user as stored; the header and the profile cache take the new names. */
    updateProfile: build.mutation<UpdateProfileAnswer, { userId: string; body: UpdateProfileBody }>({
      ...endpoint('updateProfile', ({ userId, body }: { userId: string; body: UpdateProfileBody }) => ({ params: { userId }, body })),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userDetailsReceived(data.user));
          dispatch(accountApi.util.upsertQueryData('getProfile', userId, data.user));
        } catch {
          // Shown by the form.
        }
      },
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = accountApi;
