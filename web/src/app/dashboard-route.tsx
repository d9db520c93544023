import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import DashboardPage from '../features/fields/components/dashboard-page';
import { DashboardIndexLayer, DashboardIndexStatusPanel } from '../features/monitoring/components/dashboard-index';
import { createOverlayStatusStore } from '../features/monitoring/overlay-status';
import { ScoutingMapLayer, ScoutingMapPanel, useScoutingMap } from '../features/scouting/components/scouting-map';
import { DashboardZonesLayer, DashboardZonesPanel, useDashboardZones } from '../features/zones/components/dashboard-zones';
import { useCatalogue } from '../lib/i18n/language-context';
import { LazyPart } from '../components/lazy-part';
import { lazyComponent } from '../lib/lazy-component';

// The chart library loads with the analysis modal, not with the dashboard.
const AnalysisDialog = lazyComponent(() => import('../features/monitoring/components/analysis-dialog'));

/**
 * /dashboard: the fields' map with the monitoring feature's index overlay, legend and analysis in its slots, the
 * selected field's productivity zones, and the scouting notes' pins, their add button and form.
 */
export default function DashboardRoute() {
  // The notes' and the zones' texts, asked for together as the screen opens: they load at once, and the whole screen
  // redraws once for them, not once per layer as each asks in turn (half a second on a 2G phone's CPU).
  useCatalogue('scouting');
  useCatalogue('zones');
  const navigate = useNavigate();
  const [indexStatus] = useState(createOverlayStatusStore);
  const scouting = useScoutingMap();
  const zones = useDashboardZones();
  return (
    <DashboardPage
      mapLayers={(fields) => (
        <>
          <DashboardIndexLayer fields={fields} status={indexStatus} />
          <DashboardZonesLayer state={zones} />
          <ScoutingMapLayer state={scouting} />
        </>
      )}
      mapPanel={
        <>
          <DashboardIndexStatusPanel status={indexStatus} />
          <DashboardZonesPanel state={zones} />
          <ScoutingMapPanel state={scouting} />
        </>
      }
      analysis={(field, onClose) => (
        <LazyPart fallback={null}>
          <AnalysisDialog field={field} onClose={onClose} onSatelliteView={() => navigate('/dashboard/satellite-view/')} />
        </LazyPart>
      )}
    />
  );
}
