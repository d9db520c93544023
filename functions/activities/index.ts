import { resourceRouter } from '../lib/router';

export const handler = resourceRouter('activities', {});
