declare module 'polylabel' {
  /** The pole of inaccessibility of a polygon (rings of [x, y]), with its distance to the polygon's edge. */
  export default function polylabel(polygon: number[][][], precision?: number, debug?: boolean): number[] & { distance: number };
}
