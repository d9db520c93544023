import { teamSubscriptions, toAccountSubscription } from '../core/subscriptions/account-subscriptions';
import { getTeam } from '../core/teams/teams';
import { route } from '../lib/http';

export const getAccountSubscription = route(
  'getAccountSubscription',
  { ownerTeam: async ({ params }) => ((await getTeam(params.id)) ? params.id : null) },
  async ({ team }) => ({ results: (await teamSubscriptions(team.teamId)).map(toAccountSubscription) }),
);
