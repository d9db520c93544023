/**
 * Default demo fields for the demo imagery when the caller has none: six plots near the specification's default
 * map centre (about 9.08 N, 8.68 E), 8 to 40 ha, one with a hole (a homestead), each with a crop calendar.
 */
import type { DemoField } from './generate-demo-imagery';

const quad = (lon: number, lat: number, w: number, h: number, skew = 0): Array<[number, number]> => [
  [lon, lat], [lon + w, lat + skew], [lon + w + skew, lat + h], [lon - skew, lat + h - skew], [lon, lat],
];

export const DEMO_FARM_FIELDS: readonly DemoField[] = [
  { id: 'demo-maize-north', crop: 'maize', geometry: { type: 'Polygon', coordinates: [quad(8.6712, 9.0861, 0.0062, 0.0041, 0.0003)] } },
  { id: 'demo-sorghum', crop: 'sorghum', geometry: { type: 'Polygon', coordinates: [quad(8.6792, 9.0858, 0.0045, 0.0036)] } },
  {
    id: 'demo-soybean-homestead', crop: 'soybean',
    geometry: { type: 'Polygon', coordinates: [quad(8.6705, 9.0792, 0.0071, 0.0055, -0.0004), quad(8.6735, 9.0810, 0.0009, 0.0008).reverse()] },
  },
  { id: 'demo-vegetables', crop: 'vegetables', geometry: { type: 'Polygon', coordinates: [quad(8.6800, 9.0795, 0.0028, 0.0030)] } },
  { id: 'demo-rice', crop: 'rice', geometry: { type: 'Polygon', coordinates: [quad(8.6840, 9.0790, 0.0050, 0.0043, 0.0002)] } },
  { id: 'demo-fallow', crop: 'fallow', geometry: { type: 'Polygon', coordinates: [quad(8.6842, 9.0856, 0.0030, 0.0025)] } },
];

/** What the demo owner's fields are called in the app (created from these shapes by the local stage). */
export const DEMO_FIELD_NAMES: Readonly<Record<string, { name: string; group: string }>> = {
  'demo-maize-north': { name: 'North Maize', group: 'North Block' },
  'demo-sorghum': { name: 'Sorghum Strip', group: 'North Block' },
  'demo-fallow': { name: 'Fallow Corner', group: 'North Block' },
  'demo-soybean-homestead': { name: 'Homestead Soybean', group: 'South Block' },
  'demo-vegetables': { name: 'Vegetable Garden', group: 'South Block' },
  'demo-rice': { name: 'Riverside Rice', group: 'South Block' },
};
