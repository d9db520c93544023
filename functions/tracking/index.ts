import { resourceRouter } from '../lib/router';
import { listTracking } from './list-tracking';

export const handler = resourceRouter('tracking', { listTracking });
