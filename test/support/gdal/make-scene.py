"""Writes a small Sentinel-2-like L2A scene as COGs with GDAL's own COG driver (independent of our writer).

usage: make-scene.py OUT_DIR ORIGIN_X ORIGIN_Y EPSG SIZE BLOCK SEED [s2]
10 m bands B03 B04 B08 (SIZE px), 20 m bands B05 B07 B8A B11 and SCL (SIZE/2 px); encodings vary per band (DEFLATE or
LZW, with and without the horizontal predictor) to exercise every decoder, or with `s2` are all DEFLATE with
the horizontal predictor, as Earth Search's COGs. DN 0 is nodata (a corner of the
scene, like the edge of a swath); reflectance = DN * 1e-4 - 0.1.
"""
import sys
import numpy as np
from osgeo import gdal, osr

gdal.UseExceptions()
out, x0, y0, epsg, size, block, seed = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6]), int(sys.argv[7])
s2_layout = len(sys.argv) > 8 and sys.argv[8] == 's2'
rng = np.random.default_rng(seed)

def texture(n, base, amp, noise, k):
    y, x = np.mgrid[0:n, 0:n].astype(np.float64)
    smooth = np.sin(x / (37.0 * k) + seed) * np.cos(y / (29.0 * k) - seed) + 0.5 * np.sin((x + y) / (71.0 * k))
    return np.clip(base + amp * smooth + rng.normal(0, noise, (n, n)), 1, 20000).astype(np.uint16)

def nodata_corner(a):
    n = a.shape[0]
    y, x = np.mgrid[0:n, 0:n]
    a[x + y < n // 5] = 0
    return a

ten = size
twenty = size // 2
bands = {
    'B03': (texture(ten, 1600, 300, 40, 1), 10, ['COMPRESS=LZW', 'PREDICTOR=2']),
    'B04': (texture(ten, 1500, 500, 60, 1), 10, ['COMPRESS=DEFLATE', 'PREDICTOR=2']),
    'B08': (texture(ten, 4200, 1500, 120, 1.3), 10, ['COMPRESS=DEFLATE']),
    'B8A': (texture(twenty, 4300, 1400, 100, 0.65), 20, ['COMPRESS=LZW']),
    'B11': (texture(twenty, 2600, 700, 80, 0.5), 20, ['COMPRESS=DEFLATE', 'PREDICTOR=2']),
}
if s2_layout:
    # Every band LAI and true colour need, for the benchmarks.
    bands['B02'] = (texture(ten, 1400, 200, 40, 1.1), 10, [])
    bands['B05'] = (texture(twenty, 1900, 400, 50, 0.6), 20, [])
    bands['B06'] = (texture(twenty, 3000, 900, 80, 0.6), 20, [])
    bands['B07'] = (texture(twenty, 3600, 1200, 90, 0.6), 20, [])
    bands['B12'] = (texture(twenty, 2000, 500, 60, 0.5), 20, [])
y, x = np.mgrid[0:twenty, 0:twenty]
scl = np.full((twenty, twenty), 4, dtype=np.uint8)
scl[(x - twenty * 0.7) ** 2 + (y - twenty * 0.3) ** 2 < (twenty * 0.12) ** 2] = 9      # a high cloud
scl[(x - twenty * 0.62) ** 2 + (y - twenty * 0.42) ** 2 < (twenty * 0.08) ** 2] = 3    # its shadow
scl[(x > twenty * 0.15) & (x < twenty * 0.25) & (y > twenty * 0.8)] = 6                 # water
scl[(x > twenty * 0.4) & (x < twenty * 0.45) & (y > twenty * 0.5) & (y < twenty * 0.7)] = 8  # medium cloud
scl[rng.random((twenty, twenty)) < 0.01] = 10                                            # scattered cirrus
bands['SCL'] = (scl, 20, ['COMPRESS=DEFLATE'])
if not s2_layout:
    # The red-edge bands NDRE and ReCI read (drawn after the SCL so the other bands and the mask stay as they were).
    bands['B05'] = (texture(twenty, 1900, 400, 50, 0.6), 20, ['COMPRESS=LZW', 'PREDICTOR=2'])
    bands['B07'] = (texture(twenty, 3600, 1200, 90, 0.6), 20, ['COMPRESS=DEFLATE'])

srs = osr.SpatialReference()
srs.ImportFromEPSG(epsg)
for name, (array, res, options) in bands.items():
    if name != 'SCL':
        array = nodata_corner(array)
    else:
        array[nodata_corner(np.ones_like(array, dtype=np.uint16)) == 0] = 0
    n = array.shape[0]
    mem = gdal.GetDriverByName('MEM').Create('', n, n, 1, gdal.GDT_Byte if name == 'SCL' else gdal.GDT_UInt16)
    mem.SetGeoTransform([x0, res, 0, y0, 0, -res])
    mem.SetSpatialRef(srs)
    mem.GetRasterBand(1).WriteArray(array)
    mem.GetRasterBand(1).SetNoDataValue(0)
    resampling = 'NEAREST' if name == 'SCL' else 'AVERAGE'
    if s2_layout:
        options = ['COMPRESS=DEFLATE', 'PREDICTOR=2']
    gdal.Translate(f'{out}/{name}.tif', mem, format='COG', creationOptions=options + [f'BLOCKSIZE={block}', f'OVERVIEW_RESAMPLING={resampling}'])
