/**
 * Per field and acquisition: mean and median VV and VH (linear and dB), the VH/VV ratio and RVI over the field's
 * valid radar pixels.
 */
import type { Backscatter } from '../../../shared/api/schemas/radar';
import type { ReadMeter } from '../cog/byte-source';
import type { FieldShape } from '../geometry/field-geometry';
import type { RadarScene } from './radar-scene';

export interface RadarStatistics {
  /** The acquisition's day, instant and scenes (same-pass scenes of neighbouring tiles are mosaicked). */
  date: string;
  datetime: string;
  sceneIds: string[];
  platform: string | null;
  orbitState: RadarScene['orbitState'];
  relativeOrbit: number | null;
  pixelCount: number;
  validPixelCount: number;
  lowConfidence: boolean;
  /** Null when no pixel is valid. */
  vv: Backscatter | null;
  vh: Backscatter | null;
  ratio: number | null;
  ratioDb: number | null;
  rvi: number | null;
  read: { bytesRead: number; requests: number };
}

export interface RadarStatisticsInput {
  field: FieldShape;
  /** Scenes of one pass (same date and relative orbit); mosaicked per pixel, first valid wins. */
  scenes: readonly RadarScene[];
  meter?: ReadMeter;
}

/** Throws NoSceneError when the field is outside every scene, an ImageryError when a COG cannot be read. */
export async function computeRadarStatistics(input: RadarStatisticsInput): Promise<RadarStatistics> {
  void input;
  throw new Error('radar statistics are not built yet');
}
