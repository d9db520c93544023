import { legendFor } from '../../shared/domain/indices';
import { isRadarLayerId, radarLegendFor } from '../../shared/domain/radar';
import { renderLegend } from '../imagery/output/legend-png';
import { raw, route } from '../lib/http';

/** The legend of a map layer (optical index or radar): JSON for the web (it draws its own), PNG for API clients. */
export const getIndexLegend = route('getIndexLegend', async ({ query }) => {
  const legend = isRadarLayerId(query.index) ? radarLegendFor(query.index) : legendFor(query.index);
  if (query.format === 'json') return legend;
  return raw(renderLegend(legend).png, 'image/png', { 'cache-control': 'public, max-age=86400' });
});
