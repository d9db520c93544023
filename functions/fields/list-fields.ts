import { fieldListFor } from '../core/fields/field-list-values';
import { route } from '../lib/http';

export const listFields = route('listFields', async ({ team }) => fieldListFor(team));
