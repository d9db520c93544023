"""Areas of WGS 84 polygons on the ellipsoid, by GDAL: each polygon is projected to a Lambert azimuthal
equal-area projection of the WGS 84 ellipsoid centred on it (equal-area, so its planar area is the ellipsoidal
area) and measured there. Reads a JSON list of polygons (lists of [lon, lat] rings) on stdin and prints a JSON
list of square metres."""
import json
import sys

from osgeo import ogr, osr

wgs84 = osr.SpatialReference()
wgs84.ImportFromEPSG(4326)
wgs84.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)

areas = []
for rings in json.load(sys.stdin):
    polygon = ogr.Geometry(ogr.wkbPolygon)
    for positions in rings:
        ring = ogr.Geometry(ogr.wkbLinearRing)
        for lon, lat in positions:
            ring.AddPoint_2D(lon, lat)
        polygon.AddGeometry(ring)
    lon, lat = polygon.Centroid().GetX(), polygon.Centroid().GetY()
    laea = osr.SpatialReference()
    laea.ImportFromProj4(f"+proj=laea +lat_0={lat} +lon_0={lon} +ellps=WGS84 +units=m +no_defs")
    laea.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    # Densified first, so the edges follow the ellipsoid as closely as a geodesic would.
    polygon.Segmentize(0.0001)
    polygon.Transform(osr.CoordinateTransformation(wgs84, laea))
    areas.append(polygon.GetArea())
print(json.dumps(areas))
