import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import { useIntl } from 'react-intl';
import type {} from '@geoman-io/leaflet-geoman-free';
import type { PolygonGeometry } from '../../../../../shared/api/schemas/fields';
import { drawnPolygon } from '../geometry';

export interface DrawHandle {
  /** Closes the polygon being drawn (as clicking its first corner does); false when it cannot be closed yet. */
  finish(): boolean;
  /** The drawn polygon as it is now (corners may have been dragged), or null. */
  geometry(): PolygonGeometry | null;
}

/**
 * Geoman reads the global `L` (Leaflet's UMD build sets it) and is only needed once somebody draws: it loads on
 * the first drawing, with its stylesheet, into a chunk of its own.
 */
let geoman: Promise<unknown> | null = null;
export function loadGeoman(): Promise<unknown> {
  geoman ??= Promise.all([import('@geoman-io/leaflet-geoman-free'), import('@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css')]);
  return geoman;
}

const DRAWN_STYLE: L.PathOptions = { color: '#ff9800', weight: 3, fillOpacity: 0.2, className: 'drawn-field-polygon' };

function ringOf(layer: L.Polygon): PolygonGeometry | null {
  const latLngs = layer.getLatLngs();
  const outer = (Array.isArray(latLngs[0]) ? latLngs[0] : latLngs) as L.LatLng[];
  return drawnPolygon(outer);
}

/**
 * The polygon tool (issue 5: draw with vertex editing): click to add corners, finish on the first corner, on Enter
 * or with the Finish button; the closed polygon then has draggable corners until it is saved or dropped.
 * Self-intersecting outlines are refused while drawing; the server checks the rest (area, range).
 */
export function DrawTool({
  active,
  handleRef,
  onDrawn,
}: {
  active: boolean;
  handleRef: Ref<DrawHandle>;
  onDrawn: (geometry: PolygonGeometry | null) => void;
}) {
  const map = useMap();
  const drawn = useRef<L.Polygon | null>(null);
  const onDrawnRef = useRef(onDrawn);
  onDrawnRef.current = onDrawn;
  // Geoman's own tooltips beside the cursor, in the language on screen (read when a drawing starts).
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;

  useImperativeHandle(
    handleRef,
    () => ({
      finish() {
        const draw = map.pm?.Draw as unknown as { Polygon?: { _finishShape?: () => void; enabled?: () => boolean } } | undefined;
        if (!draw?.Polygon?.enabled?.()) return drawn.current !== null;
        draw.Polygon._finishShape?.();
        return drawn.current !== null;
      },
      geometry() {
        return drawn.current ? ringOf(drawn.current) : null;
      },
    }),
    [map],
  );

  useEffect(() => {
    if (!active) return undefined;
    let cancelled = false;
    const report = () => onDrawnRef.current(drawn.current ? ringOf(drawn.current) : null);
    const onCreate = (event: L.LeafletEvent) => {
      const layer = (event as L.LeafletEvent & { layer: L.Layer }).layer;
      if (!(layer instanceof L.Polygon)) return;
      drawn.current = layer;
      layer.pm.enable({ allowSelfIntersection: false });
      layer.on('pm:edit', report);
      report();
    };
    void loadGeoman().then(() => {
      if (cancelled) return;
      // A map created before Geoman loaded has no `pm` yet.
      // (reInitLayer handles a map too, whatever its declared parameter type says.)
      if (!map.pm) L.PM.reInitLayer(map as unknown as L.Layer);
      map.on('pm:create', onCreate);
      const say = intlRef.current;
      // Geoman knows none of our languages by name: ours go in under the language's code, English under them.
      map.pm.setLang(
        say.locale as L.PM.SupportLocales,
        {
          tooltips: {
            firstVertex: say.formatMessage({ id: 'fields.draw.firstVertex' }),
            continueLine: say.formatMessage({ id: 'fields.draw.continueLine' }),
            finishPoly: say.formatMessage({ id: 'fields.draw.finishPoly' }),
          },
        },
        'en',
      );
      map.pm.enableDraw('Polygon', {
        allowSelfIntersection: false,
        finishOnEnter: true,
        snappable: true,
        pathOptions: DRAWN_STYLE,
        templineStyle: { color: '#ff9800' },
        hintlineStyle: { color: '#ff9800', dashArray: [5, 5] },
      });
    });
    return () => {
      cancelled = true;
      map.off('pm:create', onCreate);
      map.pm?.disableDraw();
      drawn.current?.remove();
      drawn.current = null;
    };
  }, [active, map]);

  return null;
}
