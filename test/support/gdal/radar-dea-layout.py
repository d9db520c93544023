"""Rewrites a Sentinel-1 backscatter GeoTIFF in Digital Earth Africa's s1_rtc layout, with GDAL.

Usage: radar-dea-layout.py <out dir> <vv path> [<vh path>]
Each band is warped to EPSG:4326 on 0.0002 degree pixels aligned to the degree grid (nearest neighbour; the
source's no-data value and NaN become NaN), turned from dB to linear power (10^(dB/10)) and written as a Float32
DEFLATE COG with 128 px blocks (<out>/vv.tif, vh.tif); <out>/mask.tif is the uint8 mask (0 no data, 2 radar
shadow on a stripe of 6 columns a third of the way across, 1 elsewhere).
"""
import os
import sys

import numpy as np
from osgeo import gdal

gdal.UseExceptions()
out_dir, sources = sys.argv[1], {'vv': sys.argv[2]}
if len(sys.argv) > 3:
    sources['vh'] = sys.argv[3]
RES = 0.0002
valid_everywhere = None
geo = None
for name, path in sources.items():
    source = gdal.Open(path)
    src_nodata = source.GetRasterBand(1).GetNoDataValue()
    warped = gdal.Warp('', source, format='MEM', dstSRS='EPSG:4326', xRes=RES, yRes=RES, targetAlignedPixels=True,
                       resampleAlg='near', srcNodata=src_nodata if src_nodata is not None else None, dstNodata=float('nan'),
                       outputType=gdal.GDT_Float32)
    db = warped.GetRasterBand(1).ReadAsArray().astype(np.float64)
    if src_nodata is not None:
        db[db == src_nodata] = np.nan
    power = np.where(np.isfinite(db), np.power(10.0, db / 10.0), np.nan).astype(np.float32)
    valid = np.isfinite(power)
    valid_everywhere = valid if valid_everywhere is None else valid_everywhere & valid
    band = warped.GetRasterBand(1)
    band.WriteArray(power)
    band.SetNoDataValue(float('nan'))
    geo = warped
    gdal.Translate(os.path.join(out_dir, f'{name}.tif'), warped, format='COG',
                   creationOptions=['COMPRESS=DEFLATE', 'BLOCKSIZE=128', 'OVERVIEWS=NONE'])
mask = np.where(valid_everywhere, 1, 0).astype(np.uint8)
third = mask.shape[1] // 3
mask[:, third:third + 6][mask[:, third:third + 6] == 1] = 2
driver = gdal.GetDriverByName('MEM')
mem = driver.Create('', mask.shape[1], mask.shape[0], 1, gdal.GDT_Byte)
mem.SetGeoTransform(geo.GetGeoTransform())
mem.SetSpatialRef(geo.GetSpatialRef())
mem.GetRasterBand(1).WriteArray(mask)
mem.GetRasterBand(1).SetNoDataValue(0)
gdal.Translate(os.path.join(out_dir, 'mask.tif'), mem, format='COG', creationOptions=['COMPRESS=DEFLATE', 'BLOCKSIZE=128', 'OVERVIEWS=NONE'])
