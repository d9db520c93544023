import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { MessageId } from '../../../shared/i18n/english';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import GrassIcon from '@mui/icons-material/Grass';
import SatelliteAltIcon from '@mui/icons-material/SatelliteAlt';
import WbCloudyIcon from '@mui/icons-material/WbCloudy';

export interface MenuGroup {
  id: string;
  /** Catalogue keys: the drawer shows them in the language on screen. */
  label: MessageId;
  icon: ComponentType<SvgIconProps>;
  items: { label: MessageId; to: string }[];
}

/** The side menu of spec 1 §2; the crop plan and weather links carry the current selection. */
export function menuGroups(selectedFieldId: string | null, centroid: [number, number] | null): MenuGroup[] {
  const coords = centroid ? `${centroid[0]},${centroid[1]}` : '';
  return [
    {
      id: 'farm-management',
      label: 'app.menu.farmManagement',
      icon: AgricultureIcon,
      items: [
        { label: 'app.menu.dashboard', to: '/dashboard/' },
        { label: 'app.menu.farmingActivities', to: '/dashboard/farmactivity/all-activities' },
        { label: 'app.menu.farmSummary', to: '/dashboard/farmsummary/' },
        { label: 'app.menu.myFarmTask', to: '/dashboard/farmactivity/my-tasks' },
      ],
    },
    {
      id: 'crop-plan',
      label: 'app.menu.cropPlanDevelopment',
      icon: GrassIcon,
      items: [{ label: 'app.menu.cropPlanConfiguration', to: `/dashboard/crop-plan/config/farm/${selectedFieldId ?? ''}` }],
    },
    {
      id: 'satellite',
      label: 'app.menu.satelliteMonitoring',
      icon: SatelliteAltIcon,
      items: [
        { label: 'app.menu.satelliteView', to: '/dashboard/satellite-view/' },
        { label: 'app.menu.imageComparison', to: '/dashboard/split-view/' },
      ],
    },
    {
      id: 'weather',
      label: 'app.menu.weather',
      icon: WbCloudyIcon,
      items: [
        { label: 'app.menu.weatherHistory', to: `/dashboard/weather/history/${coords}` },
        { label: 'app.menu.weatherForecast', to: `/dashboard/weather/forecast/${coords}` },
      ],
    },
  ];
}
