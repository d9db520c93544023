/**
 * Surface reflectance of the demo scenes per Sentinel-2 band, from a linear mixture of endmembers: green canopy
 * (its near-infrared rising and red falling with leaf area, as multiple scattering does), brown senescent
 * material, soil (darker when wet), and water; clouds and their shadows on top. The endmembers are typical
 * values for savanna soils and cereal canopies, so NDVI, NDMI, NDWI, SAVI and the SNAP LAI network come out in
 * realistic ranges (bare soil NDVI ~0.15, dense maize ~0.85, LAI 0–4, open water NDWI ~0.6).
 */
import type { CanopyState } from './crop-calendar';

/** Reflectance per band, in the order B02, B03, B04, B05, B06, B07, B08, B8A, B11, B12. */
type Spectrum = readonly number[];

const CANOPY_SPARSE: Spectrum = [0.035, 0.07, 0.045, 0.1, 0.22, 0.27, 0.3, 0.32, 0.22, 0.11];
const CANOPY_DENSE: Spectrum = [0.02, 0.05, 0.02, 0.08, 0.3, 0.42, 0.48, 0.5, 0.18, 0.07];
const BROWN: Spectrum = [0.06, 0.09, 0.12, 0.16, 0.21, 0.24, 0.27, 0.29, 0.33, 0.24];
const SOIL: Spectrum = [0.075, 0.11, 0.16, 0.19, 0.21, 0.22, 0.23, 0.25, 0.33, 0.28];
const WATER: Spectrum = [0.065, 0.06, 0.035, 0.025, 0.015, 0.012, 0.01, 0.009, 0.005, 0.003];
const CLOUD: Spectrum = [0.5, 0.49, 0.48, 0.48, 0.49, 0.5, 0.5, 0.5, 0.33, 0.22];

/**
 * @param soilWetness 0 dry … 1 wet (darkens soil, more in the SWIR)
 * @param out reflectances written in the order of a Spectrum
 */
export function surfaceReflectance(state: CanopyState, soilWetness: number, out: Float32Array): void {
  const cover = 1 - Math.exp(-0.55 * state.greenLai);
  const density = Math.min(1, state.greenLai / 4);
  const brown = Math.min(state.brownCover, 1 - cover);
  const water = Math.min(state.water, 1 - cover - brown);
  const soil = Math.max(0, 1 - cover - brown - water);
  for (let b = 0; b < 10; b++) {
    const canopy = (CANOPY_SPARSE[b] as number) * (1 - density) + (CANOPY_DENSE[b] as number) * density;
    const wetness = 1 - soilWetness * (b >= 8 ? 0.35 : 0.2);
    out[b] = cover * canopy + brown * (BROWN[b] as number) + water * (WATER[b] as number) + soil * (SOIL[b] as number) * wetness;
  }
}

export function waterReflectance(turbidity: number, out: Float32Array): void {
  for (let b = 0; b < 10; b++) out[b] = (WATER[b] as number) * (1 + turbidity);
}

/** Blends a cloud of opacity `alpha` (0–1) over the surface. */
export function addCloud(alpha: number, out: Float32Array): void {
  for (let b = 0; b < 10; b++) out[b] = (out[b] as number) * (1 - alpha) + (CLOUD[b] as number) * alpha;
}

/** A cloud shadow: direct light removed, diffuse sky light left. */
export function addShadow(depth: number, out: Float32Array): void {
  for (let b = 0; b < 10; b++) out[b] = (out[b] as number) * (1 - 0.65 * depth);
}
