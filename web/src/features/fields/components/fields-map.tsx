import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import type L from 'leaflet';
import { MapContainer, Polygon, Tooltip, useMap } from 'react-leaflet';
import type { Field, PolygonGeometry } from '../../../../../shared/api/schemas/fields';
import { FIELD_MAP } from '../../../../../shared/domain/fields';
import { fieldRings, type Bounds } from '../../../lib/geometry';
import { initialBounds } from '../initial-view';
import { Basemaps, MAP_BACKGROUND } from '../../../components/map/basemaps';
import { DrawTool, type DrawHandle } from './draw-tool';

/** Where the map should look next: bumping `key` moves it again to the same place. */
export interface MapFocus {
  bounds: Bounds;
  key: number;
  maxZoom?: number;
}

export interface FieldsMapProps {
  fields: readonly Field[];
  selectedId: string | null;
  onSelect: (field: Field) => void;
  focus: MapFocus | null;
  drawing: boolean;
  drawRef: Ref<DrawHandle>;
  onDrawn: (geometry: PolygonGeometry | null) => void;
  /** The field list's answer is in (or failed): with no field to fit, the basemap shows at the default view. */
  fieldsSettled: boolean;
  /** An outline just drawn or walked on a phone: the map fits it into what the sheet leaves visible. */
  fitTo?: PolygonGeometry | null;
  /** Layers drawn on the map with the fields (the monitoring index layer). */
  children?: ReactNode;
}

const FIELD_STYLE: L.PathOptions = { color: '#ffeb3b', weight: 2, fillColor: '#ffeb3b', fillOpacity: 0.15 };
const SELECTED_STYLE: L.PathOptions = { color: '#00e5ff', weight: 4, fillColor: '#00e5ff', fillOpacity: 0.3 };

/**
 * Spec 2 §2.1, §4: the map fits the fields once: the main group of them, so a team with one field in another country
 * does not open at world zoom. The old product waited 3 s for this and showed the whole region meanwhile, the fields
 * as specks; this map fits them as soon as they are known, before the first paint when they come from the phone's
 * store. Until the map is moved by anyone else (the user, a field's focus, a drawn outline), a change of its box (the
 * banners above it arriving, on a busy phone seconds later) fits them again; a map with no size yet fits when it
 * gets one.
 */
function FitFieldsOnce({ fields, onFitted }: { fields: readonly Field[]; onFitted: () => void }) {
  const map = useMap();
  const target = useRef<Bounds | null>(null);
  const fitting = useRef(false);
  const movedByOthers = useRef(false);
  const latest = useRef(fields);
  latest.current = fields;

  // Reads the fields through a ref, so it changes only with the map.
  const fit = useCallback(() => {
    const size = map.getSize();
    if (movedByOthers.current || size.x === 0 || size.y === 0) return;
    const first = !target.current;
    target.current ??= initialBounds(latest.current);
    if (!target.current) return;
    fitting.current = true;
    try {
      map.fitBounds(target.current, { padding: [24, 24], maxZoom: 17, animate: false });
    } catch (error) {
      // Spec 2 §8: a map that cannot be bound is only logged.
      console.warn('The map could not fit the fields', error);
    } finally {
      fitting.current = false;
    }
    if (first) onFitted();
  }, [map, onFitted]);

  useLayoutEffect(() => {
    const moved = () => {
      if (!fitting.current && target.current) movedByOthers.current = true;
    };
    map.on('movestart', moved);
    map.on('resize', fit);
    return () => {
      map.off('movestart', moved);
      map.off('resize', fit);
    };
  }, [fit, map]);

  useLayoutEffect(() => {
    if (fields.length > 0) fit();
  }, [fields, fit]);

  return null;
}

/** How long after an outline appears the map keeps fitting it while the sheet below settles to its new height. */
const SETTLE_MS = 1000;

/**
 * The map's box changes with the phone's bottom sheet (Leaflet only hears the window's resizes): it measures again,
 * and fits a new outline (`fitTo`) so its corners stay in view above the sheet.
 */
function FollowSize({ fitTo }: { fitTo: PolygonGeometry | null }) {
  const map = useMap();
  const fitUntil = useRef(0);
  const target = useRef<Bounds | null>(null);
  useEffect(() => {
    if (!fitTo) {
      target.current = null;
      return;
    }
    if (target.current) return;
    const ring = fitTo.coordinates[0] ?? [];
    target.current = [
      [Math.min(...ring.map((p) => p[1] ?? 0)), Math.min(...ring.map((p) => p[0] ?? 0))],
      [Math.max(...ring.map((p) => p[1] ?? 0)), Math.max(...ring.map((p) => p[0] ?? 0))],
    ];
    fitUntil.current = Date.now() + SETTLE_MS;
    map.fitBounds(target.current, { padding: [40, 40], maxZoom: 18, animate: false });
  }, [fitTo, map]);
  useEffect(() => {
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(() => {
      map.invalidateSize({ pan: false });
      if (target.current && Date.now() < fitUntil.current) map.fitBounds(target.current, { padding: [40, 40], maxZoom: 18, animate: false });
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

function FocusOn({ focus }: { focus: MapFocus | null }) {
  const map = useMap();
  useEffect(() => {
    if (!focus) return;
    map.fitBounds(focus.bounds, { padding: [24, 24], maxZoom: focus.maxZoom ?? 17 });
  }, [focus, map]);
  return null;
}

function FieldPolygon({ field, selected, onSelect }: { field: Field; selected: boolean; onSelect: (field: Field) => void }) {
  return (
    <Polygon
      positions={fieldRings(field)}
      // className is read when the path is created (pathOptions only restyle it later).
      className={selected ? 'field-polygon field-polygon-selected' : 'field-polygon'}
      pathOptions={selected ? SELECTED_STYLE : FIELD_STYLE}
      eventHandlers={{
        click: () => onSelect(field),
        add: (event) => {
          // SVG paths carry no name of their own: the field's, for assistive technology and the browser tests
          // (a path has no role, and a name is only allowed on an element with one).
          const element = (event.target as L.Path).getElement();
          element?.setAttribute('role', 'img');
          element?.setAttribute('aria-label', field.name);
          element?.setAttribute('data-field-id', field.id);
        },
      }}
    >
      <Tooltip sticky>{field.name}</Tooltip>
    </Polygon>
  );
}

/**
 * The dashboard map (spec 2 §2.1): satellite basemap with an OSM alternative, the team's fields as polygons (holes
 * included), a click selects a field. Default centre 9.0788 N, 8.6775 E at zoom 10.
 */
export default function FieldsMap({ fields, selectedId, onSelect, focus, drawing, drawRef, onDrawn, fieldsSettled, fitTo = null, children }: FieldsMapProps) {
  const { lat, lng } = FIELD_MAP.defaultCentre;
  const [fitted, setFitted] = useState(false);
  const onFitted = useCallback(() => setFitted(true), []);
  // Basemap tiles load for the view the map settles on (the fields'), not for the default view it opens at: those
  // would cost 50-90 KB each on 2G on every visit, and a first visit on 2G never finishes them, so the service
  // worker could not keep them for the next. A team without fields sees the default view's tiles.
  const showBasemap = fitted || (fieldsSettled && fields.length === 0);
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={FIELD_MAP.defaultZoom}
      style={{ height: '100%', width: '100%', background: MAP_BACKGROUND }}
    >
      {showBasemap && <Basemaps />}
      {fields.map((field) => (
        // className is set when a path is created: a change of selection or name makes a new one.
        <FieldPolygon
          key={`${field.id}:${field.updated_at}:${field.name}:${field.id === selectedId}`}
          field={field}
          selected={field.id === selectedId}
          onSelect={drawing ? () => undefined : onSelect}
        />
      ))}
      <FitFieldsOnce fields={fields} onFitted={onFitted} />
      <FocusOn focus={focus} />
      <FollowSize fitTo={fitTo} />
      <DrawTool active={drawing} handleRef={drawRef} onDrawn={onDrawn} />
      {children}
    </MapContainer>
  );
}
