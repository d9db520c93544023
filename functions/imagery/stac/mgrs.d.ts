/** The `mgrs` package (proj4's MGRS conversions) ships no types. */
declare module 'mgrs' {
  /** [lon, lat] → MGRS reference with `accuracy` digits per axis (5: 1 m). */
  function forward(lonLat: [number, number], accuracy?: number): string;
  /** MGRS reference → [lon, lat] of its south-west corner. */
  function toPoint(reference: string): [number, number];
  function inverse(reference: string): [number, number, number, number];
  const mgrs: { forward: typeof forward; toPoint: typeof toPoint; inverse: typeof inverse };
  export default mgrs;
}
