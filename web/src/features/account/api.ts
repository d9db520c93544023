import { UserDetails, type UpdateProfileBody } from '../../../../shared/api/schemas/accounts';
import { api } from '../../lib/api';
import { userDetailsReceived } from '../../lib/session-slice';

/** GET/PUT /accounts/{userId}/profile/ (spec 1 §7); userId is the ID token's `sub`. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<UserDetails, string>({
      query: (userId) => `/accounts/${encodeURIComponent(userId)}/profile/`,
      responseSchema: UserDetails,
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
    updateProfile: build.mutation<UserDetails, { userId: string; body: UpdateProfileBody }>({
      query: ({ userId, body }) => ({
        url: `/accounts/${encodeURIComponent(userId)}/profile/`,
        method: 'PUT',
        body,
      }),
      responseSchema: UserDetails,
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userDetailsReceived(data));
          dispatch(accountApi.util.upsertQueryData('getProfile', userId, data));
        } catch {
          // Shown by the form.
        }
      },
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = accountApi;
