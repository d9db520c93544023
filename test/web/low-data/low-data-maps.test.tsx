import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import L from 'leaflet';
import { MapContainer, useMap } from 'react-leaflet';
import { describe, expect, it } from 'vitest';
import { Basemaps, SatelliteTiles } from '../../../web/src/components/map/basemaps';
import { DeferredImage } from '../../../web/src/lib/low-data/deferred-image';
import { LOW_DATA_STORAGE_KEY } from '../../../web/src/lib/low-data/low-data-store';
import { tileBounds, thumbnailTile } from '../../../web/src/lib/low-data/thumbnail-tile';
import { en, WithEnglish } from '../support/intl';

/** Reports the map's tile layers' URLs once it has them. */
function TileUrls({ onLayers }: { onLayers: (urls: string[]) => void }) {
  const map = useMap();
  useEffect(() => {
    const urls: string[] = [];
    map.eachLayer((layer) => {
      if (layer instanceof L.TileLayer) urls.push((layer as L.TileLayer & { _url: string })._url);
    });
    onLayers(urls);
  });
  return null;
}

function tileLayersOf(children: React.ReactNode): string[] {
  let seen: string[] = [];
  render(
    <WithEnglish>
      <MapContainer center={[9.06, 7.49]} zoom={14} style={{ height: 300, width: 300 }}>
        {children}
        <TileUrls onLayers={(urls) => (seen = urls)} />
      </MapContainer>
    </WithEnglish>,
  );
  return seen;
}

describe('basemaps in low-data mode', () => {
  it('shows the satellite tiles and the layer choice normally', () => {
    const urls = tileLayersOf(<Basemaps />);
    expect(urls.some((url) => url.includes('arcgisonline'))).toBe(true);
    expect(document.querySelector('.leaflet-control-layers')).not.toBeNull();
  });

  it('asks for no basemap tile in low-data mode: the outlines show on the plain background', () => {
    localStorage.setItem(LOW_DATA_STORAGE_KEY, 'on');
    expect(tileLayersOf(<><Basemaps /><SatelliteTiles /></>)).toEqual([]);
    expect(document.querySelector('.leaflet-control-layers')).toBeNull();
    expect(document.querySelector('img.leaflet-tile')).toBeNull();
  });
});

describe('deferred images', () => {
  const picture = <img alt="true colour" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />;

  it('show at once outside low-data mode', () => {
    render(<WithEnglish><DeferredImage height={160}>{picture}</DeferredImage></WithEnglish>);
    expect(screen.getByAltText('true colour')).toBeTruthy();
  });

  it('wait for a tap on "Show image" in low-data mode', async () => {
    localStorage.setItem(LOW_DATA_STORAGE_KEY, 'on');
    render(<WithEnglish><DeferredImage height={160}>{picture}</DeferredImage></WithEnglish>);
    expect(screen.queryByAltText('true colour')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: en('field-app.lowData.showImage') }));
    expect(screen.getByAltText('true colour')).toBeTruthy();
  });
});

describe('the thumbnail laid on the dashboard map', () => {
  it('covers the ground of the one tile holding the field', () => {
    // A 300 m field near Abuja.
    const tile = thumbnailTile([7.49, 9.06, 7.4927, 9.0627], 8, 16);
    const [[south, west], [north, east]] = tileBounds(tile);
    expect(west).toBeLessThanOrEqual(7.49);
    expect(east).toBeGreaterThanOrEqual(7.4927);
    expect(south).toBeLessThanOrEqual(9.06);
    expect(north).toBeGreaterThanOrEqual(9.0627);
    // One tile at that zoom: 360° / 2^z wide.
    expect(east - west).toBeCloseTo(360 / 2 ** tile.z, 9);
  });
});
