import { notBuilt, resourceRouter } from '../lib/router';

export const handler = resourceRouter('zones', {
  getFieldZones: notBuilt,
});
