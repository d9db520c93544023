/** The `mgrs` package (proj4's MGRS conversions) ships no types. */
declare module 'mgrs' {
  interface Mgrs {
    /** [lon, lat] → MGRS reference with `accuracy` digits per axis (5: 1 m). */
    forward(lonLat: [number, number], accuracy?: number): string;
    /** MGRS reference → [lon, lat] of its south-west corner. */
    toPoint(reference: string): [number, number];
    inverse(reference: string): [number, number, number, number];
  }
  const mgrs: Mgrs;
  export default mgrs;
}
