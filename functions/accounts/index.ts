import { resourceRouter } from '../lib/router';
import { getAccountSubscription } from './get-account-subscription';
import { getProfile } from './get-profile';
import { listTeamMembers } from './list-team-members';
import { updateProfile } from './update-profile';

export const handler = resourceRouter('accounts', { getProfile, updateProfile, listTeamMembers, getAccountSubscription });
