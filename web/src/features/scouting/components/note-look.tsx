import type { SvgIconProps } from '@mui/material/SvgIcon';
import BugReportIcon from '@mui/icons-material/BugReport';
import CoronavirusIcon from '@mui/icons-material/Coronavirus';
import GrassIcon from '@mui/icons-material/Grass';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import ScienceIcon from '@mui/icons-material/Science';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import type { ComponentType } from 'react';
import type { ScoutingCategory, ScoutingSeverity } from '../../../../../shared/domain/scouting';

/** One icon per category: the same on the map's pins, the form's choices and the lists. */
const ICONS: Record<ScoutingCategory, ComponentType<SvgIconProps>> = {
  pest: BugReportIcon,
  disease: CoronavirusIcon,
  weed: GrassIcon,
  water: WaterDropIcon,
  nutrient: ScienceIcon,
  other: MoreHorizIcon,
};

/** Severity as a colour readable on satellite imagery and in sunlight: yellow, orange, red. */
export const SEVERITY_COLOURS: Record<ScoutingSeverity, { fill: string; text: string }> = {
  low: { fill: '#fdd835', text: '#212121' },
  medium: { fill: '#fb8c00', text: '#212121' },
  high: { fill: '#d32f2f', text: '#ffffff' },
};

export function CategoryIcon({ category, ...props }: { category: ScoutingCategory } & SvgIconProps) {
  const Icon = ICONS[category];
  return <Icon {...props} />;
}
