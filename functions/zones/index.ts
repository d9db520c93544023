import { resourceRouter } from '../lib/router';
import { getFieldZones } from './get-field-zones';

export const handler = resourceRouter('zones', {
  getFieldZones,
});
