import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSession } from './hooks';
import { useGetProfileQuery } from '../api/accounts';

/** user_details of the signed-in user, fetched once per session and kept in the session slice. */
export function useUserDetails() {
  const { claims, userDetails } = useSession();
  const query = useGetProfileQuery(claims?.userId ?? skipToken);
  return { userDetails: userDetails ?? query.data ?? null, claims, query };
}
