import { resourceRouter } from '../lib/router';
import { getProfile } from './get-profile';
import { updateProfile } from './update-profile';

export const handler = resourceRouter('accounts', { getProfile, updateProfile });
