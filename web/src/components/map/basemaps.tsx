import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import L from 'leaflet';
import { LayerGroup, LayersControl, TileLayer, useMap } from 'react-leaflet';
import Alert from '@mui/material/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/english';
import { useDemoBasemap } from '../../lib/config';
import { useLowData } from '../../lib/low-data/use-low-data';

/**
 * Basemaps (design research, integrations §5). Esri World Imagery needs 'Powered by Esri' linked to esri.com plus
 * the data providers; OSM needs its copyright link. Tiles come from the internet: when they cannot load, the map
 * says so once, stops asking for them and the fields show over the map's plain background colour. The local stage
 * (no internet) adds the demo imagery's true colour over the demo area, above Esri's imagery where that loads.
 * Low-data mode asks for no basemap tile at all: the fields' outlines show on the plain background.
 */
export const ESRI_IMAGERY_URL = 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';
export const ESRI_SOURCES =
  ' \u2014 Source: Esri, i-cubed, USDA, USGS, AEX, GeoEye, Getmapping, Aerogrid, IGN, IGP, UPR-EGP, and the GIS User Community';
/** Esri's required credit, in its own words in every language (as the sources are). */
export const ESRI_POWERED_BY = 'Powered by ';
export const ESRI_NAME = 'Esri';
export const ESRI_ATTRIBUTION = `${ESRI_POWERED_BY}<a href="https://www.esri.com">Esri</a>${ESRI_SOURCES}`;
export const OSM_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The layer names and notices are catalogue keys (shared/i18n/web/fields); the providers' attributions stay as they require. */
export const SATELLITE_LAYER_NAME = 'fields.map.satelliteLayer';
export const STREET_LAYER_NAME = 'fields.map.streetLayer';

export const BASEMAP_UNREACHABLE = {
  esri: 'fields.map.esriUnreachable',
  osm: 'fields.map.osmUnreachable',
} as const satisfies Record<string, MessageId>;
type TileSource = keyof typeof BASEMAP_UNREACHABLE;
/** Esri out of reach on the local stage, where the demo area still has imagery. */
const BASEMAP_UNREACHABLE_DEMO = 'fields.map.esriUnreachableDemo';

/** The colour under the tiles: what shows offline. */
export const MAP_BACKGROUND = '#d9dfd2';

/** A transparent pixel instead of the browser's broken-image box for a tile that could not load. */
const EMPTY_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** This many failed tiles before any loaded: the source is out of reach, not missing a tile here and there. */
const FAILURES_BEFORE_GIVING_UP = 3;

/**
 * The sources found out of reach in this tab, shared by every map: once a map found Esri unreachable, the next
 * maps (a list of cards has one each) do not ask again. Coming back online tries again.
 */
const unreachable = new Set<TileSource>();
const listeners = new Set<() => void>();
function setReachable(source: TileSource, reachable: boolean) {
  if (reachable ? !unreachable.delete(source) : unreachable.has(source)) return;
  if (!reachable) unreachable.add(source);
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    setReachable('esri', true);
    setReachable('osm', true);
  });
}

function useUnreachable(source: TileSource): boolean {
  return useSyncExternalStore(subscribe, () => unreachable.has(source));
}

/** Counts this layer's loads and failures; gives the source up when only failures came. */
function useTileWatch(source: TileSource): L.LeafletEventHandlerFnMap {
  const counts = useRef({ loaded: 0, failed: 0 });
  return useMemo(
    () => ({
      tileload: (event: L.TileEvent) => {
        // Leaflet reports the stand-in of a failed tile as loaded too: only real imagery counts.
        if ((event.tile as HTMLImageElement).src === EMPTY_TILE) return;
        counts.current.loaded += 1;
      },
      tileerror: () => {
        counts.current.failed += 1;
        if (counts.current.loaded === 0 && counts.current.failed >= FAILURES_BEFORE_GIVING_UP) setReachable(source, false);
      },
    }),
    [source],
  );
}

/** One message on the map itself, along its top, that the user can put away. */
function MapNotice({ text }: { text: MessageId }) {
  const map = useMap();
  const [closed, setClosed] = useState(false);
  const [host] = useState(() => {
    const element = L.DomUtil.create('div');
    // Along the top, between the zoom buttons and the layers control: the legends and notes take the bottom corners.
    Object.assign(element.style, { position: 'absolute', left: '56px', top: '10px', right: '64px', zIndex: '1000', display: 'flex', justifyContent: 'center', pointerEvents: 'none' });
    // A click on the message is not a click on the map (which would select or draw).
    L.DomEvent.disableClickPropagation(element);
    L.DomEvent.disableScrollPropagation(element);
    return element;
  });
  useEffect(() => {
    map.getContainer().appendChild(host);
    return () => host.remove();
  }, [map, host]);
  if (closed) return null;
  return createPortal(
    <Alert severity="info" role="status" onClose={() => setClosed(true)} sx={{ pointerEvents: 'auto', maxWidth: 460, py: 0, boxShadow: 2 }}>
      <FormattedMessage id={text} />
    </Alert>,
    host,
  );
}

function WatchedTiles({ source, url, attribution, notice }: { source: TileSource; url: string; attribution: string; notice: MessageId | null }) {
  const down = useUnreachable(source);
  const eventHandlers = useTileWatch(source);
  return (
    <>
      {/* Out of reach: every tile is the empty one, so panning and zooming ask the network nothing. */}
      <TileLayer url={down ? EMPTY_TILE : url} attribution={attribution} maxZoom={19} errorTileUrl={EMPTY_TILE} eventHandlers={eventHandlers} />
      {down && notice && <MapNotice text={notice} />}
    </>
  );
}

/**
 * Esri World Imagery, and on the local stage the demo area's true colour above it (bounded, so no tile is asked
 * for elsewhere; drawn larger past its native zoom). `notice: false` for small maps, where the background says enough.
 */
export function SatelliteTiles({ notice = true }: { notice?: boolean }) {
  const demo = useDemoBasemap();
  const lowData = useLowData();
  if (lowData) return null;
  const text = notice ? (demo ? BASEMAP_UNREACHABLE_DEMO : BASEMAP_UNREACHABLE.esri) : null;
  return (
    <LayerGroup>
      <WatchedTiles source="esri" url={ESRI_IMAGERY_URL} attribution={ESRI_ATTRIBUTION} notice={text} />
      {demo && (
        <TileLayer
          url={demo.url}
          bounds={demo.bounds}
          maxNativeZoom={demo.maxNativeZoom}
          maxZoom={19}
          zIndex={2}
          attribution={demo.attribution}
          errorTileUrl={EMPTY_TILE}
        />
      )}
    </LayerGroup>
  );
}

/** The satellite basemap, with OpenStreetMap as the alternative in a layers control. */
export function Basemaps() {
  const intl = useIntl();
  const lowData = useLowData();
  // No layer to choose between in low-data mode: the control would only offer tiles it must not load.
  if (lowData) return null;
  return (
    <LayersControl position="topright">
      <LayersControl.BaseLayer checked name={intl.formatMessage({ id: SATELLITE_LAYER_NAME })}>
        <SatelliteTiles />
      </LayersControl.BaseLayer>
      <LayersControl.BaseLayer name={intl.formatMessage({ id: STREET_LAYER_NAME })}>
        <WatchedTiles source="osm" url={OSM_URL} attribution={OSM_ATTRIBUTION} notice={BASEMAP_UNREACHABLE.osm} />
      </LayersControl.BaseLayer>
    </LayersControl>
  );
}
