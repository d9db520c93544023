import { useEffect } from 'react';
import { LayersControl, TileLayer, useMap } from 'react-leaflet';

/**
 * Basemaps (design research, integrations §5). Esri World Imagery needs 'Powered by Esri' linked to esri.com plus
 * the data providers; OSM needs its copyright link. Tiles come from the internet: when they cannot load, the
 * failed tiles stay transparent and the fields show over the map's plain background colour.
 */
export const ESRI_IMAGERY_URL = 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';
export const ESRI_ATTRIBUTION =
  'Powered by <a href="https://www.esri.com">Esri</a> &mdash; Source: Esri, i-cubed, USDA, USGS, AEX, GeoEye, Getmapping, ' +
  'Aerogrid, IGN, IGP, UPR-EGP, and the GIS User Community';
export const OSM_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const SATELLITE_LAYER_NAME = 'Satellite (Esri World Imagery)';
export const STREET_LAYER_NAME = 'Street map (OpenStreetMap)';

/** The colour under the tiles: what shows offline. */
export const MAP_BACKGROUND = '#d9dfd2';

/** A transparent pixel instead of the browser's broken-image box for a tile that could not load. */
const EMPTY_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export function SatelliteTiles() {
  return <TileLayer url={ESRI_IMAGERY_URL} attribution={ESRI_ATTRIBUTION} maxZoom={19} errorTileUrl={EMPTY_TILE} />;
}

/** The satellite basemap, with OpenStreetMap as the alternative in a layers control. */
export function Basemaps() {
  return (
    <LayersControl position="topright">
      <LayersControl.BaseLayer checked name={SATELLITE_LAYER_NAME}>
        <SatelliteTiles />
      </LayersControl.BaseLayer>
      <LayersControl.BaseLayer name={STREET_LAYER_NAME}>
        <TileLayer url={OSM_URL} attribution={OSM_ATTRIBUTION} maxZoom={19} errorTileUrl={EMPTY_TILE} />
      </LayersControl.BaseLayer>
    </LayersControl>
  );
}

/** A map mounted inside an opening dialog measures its container before the dialog is laid out: measure again. */
export function InvalidateSizeOnMount() {
  const map = useMap();
  useEffect(() => {
    const timer = window.setTimeout(() => map.invalidateSize(), 250);
    return () => window.clearTimeout(timer);
  }, [map]);
  return null;
}
