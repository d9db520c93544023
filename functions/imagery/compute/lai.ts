/**
 * Leaf Area Index from the SNAP Sentinel-2 biophysical processor's neural network (Weiss & Baret, S2ToolBox
 * ATBD; ESA SNAP s2tbx), as Sentinel Hub's LAI script runs it: inputs normalised to [-1, 1], five tansig neurons,
 * one linear output neuron, denormalised. No input/output validation (as the script), so values are comparable
 * with it; callers decide what to show. The coefficients are the published numbers, transcribed as data.
 */
export interface LaiAngles {
  /** Degrees. */
  sunZenith: number;
  sunAzimuth: number;
  viewZenith: number;
  viewAzimuth: number;
}

/** Reflectances in input order B03 B04 B05 B06 B07 B8A B11 B12. */
export type LaiBands = readonly [number, number, number, number, number, number, number, number];

const BAND_MIN = [0, 0, 0, 0.006637972542253, 0.013972727018939, 0.026690138082061, 0.016388074192258, 0];
const BAND_MAX = [0.253061520471542, 0.290393577911328, 0.305398915248555, 0.608900395797889, 0.753827384322927, 0.782011770669178, 0.493761397883092, 0.493025984460231];
const COS_VIEW_ZENITH = [0.918595400582046, 1] as const;
const COS_SUN_ZENITH = [0.342022871159208, 0.936206429175402] as const;

/** Per neuron: bias, then weights for b03 b04 b05 b06 b07 b8a b11 b12 viewZen sunZen relAzim. */
const LAYER1: readonly (readonly number[])[] = [
  [4.96238030555279, -0.02340687896647, 0.921655164636366, 0.135576544080099, -1.93833147239795, -3.34249581612268, 0.902277648009576, 0.205363538258614, -0.040607844721716, -0.083196409727092, 0.260029270773809, 0.284761567218845],
  [1.4160084439815, -0.132555480856684, -0.13957483733354, -1.01460601689892, -1.33089003864927, 0.031730624503341, -1.43358354131705, -0.959637898574699, 1.133115706551, 0.216603876541632, 0.410652303762839, 0.064760155543506],
  [1.07589704721331, 0.086015977724868, 0.616648776881434, 0.678003876446556, 0.141102398644968, -0.096682206883546, -1.1288326388622, 0.302189102741375, 0.434494937299725, -0.021903699490589, -0.228492476802263, -0.039460537589826],
  [1.53398826465542, -0.109366593670404, -0.071046262972729, 0.06458241147832, 2.90632523682316, -0.673873108979163, -3.83805186828084, 1.69597934453153, 0.046950296081713, -0.049709652688365, 0.021829545430994, 0.057483827104091],
  [3.02411593075723, -0.089939416159969, 0.175395483106147, -0.08184732917262, 2.21989536748779, 1.71387397513685, 0.713069186099534, 0.138970813499201, -0.060771761518025, 0.124263341255473, 0.210086140404351, -0.183878138700341],
];
const LAYER2 = [1.09696310707722, -1.50013548972873, -0.096283269121503, -0.194935930577094, -0.352305895755591, 0.075107415847473];
const LAI_MIN = 0.000319182538301;
const LAI_MAX = 14.4675094548151;

const DEG = Math.PI / 180;
const normalise = (x: number, min: number, max: number) => (2 * (x - min)) / (max - min) - 1;
const tansig = (x: number) => 2 / (1 + Math.exp(-2 * x)) - 1;

/** The angle terms are the same for every pixel of a scene: compute them once. */
export function laiAngleTerms(angles: LaiAngles): [number, number, number] {
  return [
    normalise(Math.cos(angles.viewZenith * DEG), COS_VIEW_ZENITH[0], COS_VIEW_ZENITH[1]),
    normalise(Math.cos(angles.sunZenith * DEG), COS_SUN_ZENITH[0], COS_SUN_ZENITH[1]),
    Math.cos((angles.sunAzimuth - angles.viewAzimuth) * DEG),
  ];
}

export function laiFromReflectance(bands: LaiBands, angleTerms: readonly [number, number, number]): number {
  const inputs = [...bands.map((b, i) => normalise(b, BAND_MIN[i] as number, BAND_MAX[i] as number)), ...angleTerms];
  let out = LAYER2[0] as number;
  for (let n = 0; n < LAYER1.length; n++) {
    const neuron = LAYER1[n] as readonly number[];
    let sum = neuron[0] as number;
    for (let i = 0; i < inputs.length; i++) sum += (neuron[i + 1] as number) * (inputs[i] as number);
    out += (LAYER2[n + 1] as number) * tansig(sum);
  }
  return 0.5 * (out + 1) * (LAI_MAX - LAI_MIN) + LAI_MIN;
}
