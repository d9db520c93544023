#!/usr/bin/env bash
# Makes sure GDAL's command-line tools and its Python bindings (Debian gdal-bin, python3-gdal) are installed:
# the imagery engine's tests compare it with GDAL. Installs them with apt-get when missing (root or sudo).
set -euo pipefail

have_gdal() {
  command -v gdalinfo >/dev/null 2>&1 && /usr/bin/python3 -c 'from osgeo import gdal, ogr, osr; import numpy' >/dev/null 2>&1
}

if have_gdal; then exit 0; fi

echo "Installing gdal-bin and python3-gdal for the imagery comparison tests..." >&2
if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq gdal-bin python3-gdal >/dev/null
have_gdal || { echo "GDAL is still missing after apt-get install" >&2; exit 1; }
