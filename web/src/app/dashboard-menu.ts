import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import GrassIcon from '@mui/icons-material/Grass';
import SatelliteAltIcon from '@mui/icons-material/SatelliteAlt';
import WbCloudyIcon from '@mui/icons-material/WbCloudy';

export interface MenuGroup {
  id: string;
  label: string;
  icon: ComponentType<SvgIconProps>;
  items: { label: string; to: string }[];
}

/** The side menu of spec 1 §2; the crop plan and weather links carry the current selection. */
export function menuGroups(selectedFieldId: string | null, centroid: [number, number] | null): MenuGroup[] {
  const coords = centroid ? `${centroid[0]},${centroid[1]}` : '';
  return [
    {
      id: 'farm-management',
      label: 'Farm Management',
      icon: AgricultureIcon,
      items: [
        { label: 'Dashboard', to: '/dashboard/' },
        { label: 'Farming Activities', to: '/dashboard/farmactivity/all-activities' },
        { label: 'Farm Summary', to: '/dashboard/farmsummary/' },
        { label: 'My Farm Task', to: '/dashboard/farmactivity/my-tasks' },
      ],
    },
    {
      id: 'crop-plan',
      label: 'Crop Plan Development',
      icon: GrassIcon,
      items: [{ label: 'Crop Plan configuration', to: `/dashboard/crop-plan/config/farm/${selectedFieldId ?? ''}` }],
    },
    {
      id: 'satellite',
      label: 'Satellite Field Monitoring',
      icon: SatelliteAltIcon,
      items: [
        { label: 'Satellite View', to: '/dashboard/satellite-view/' },
        { label: 'Image Comparison and Processing', to: '/dashboard/split-view/' },
      ],
    },
    {
      id: 'weather',
      label: 'Weather Forecast & Update',
      icon: WbCloudyIcon,
      items: [
        { label: 'Weather History', to: `/dashboard/weather/history/${coords}` },
        { label: 'Weather Forecast', to: `/dashboard/weather/forecast/${coords}` },
      ],
    },
  ];
}
