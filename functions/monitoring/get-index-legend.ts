import { legendFor } from '../../shared/domain/indices';
import { renderLegend } from '../imagery/output/legend-png';
import { isRadarLayerId } from '../../shared/domain/radar';
import { NotFoundError } from '../core/errors';
import { raw, route } from '../lib/http';

/** The legend of an index: JSON for the web (it draws its own), PNG for API clients. Same for every team. */
export const getIndexLegend = route('getIndexLegend', async ({ query }) => {
  if (isRadarLayerId(query.index)) throw new NotFoundError('Radar layers are not served yet.');
  if (query.format === 'json') return legendFor(query.index);
  return raw(renderLegend(query.index).png, 'image/png', { 'cache-control': 'public, max-age=86400' });
});
