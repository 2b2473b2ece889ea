#!/usr/bin/env bash
# The AppStream metainfo validates (no network), and its newest release is the project's version.
# Usage: check_metainfo.sh FILE.metainfo.xml VERSION
set -euo pipefail
file=$1 version=$2
appstreamcli validate --no-net "$file"
newest=$(grep -m 1 -o '<release version="[^"]*"' "$file" | cut -d'"' -f2)
if [ "$newest" != "$version" ]; then
  echo "FAIL: $file: newest release is \"$newest\", the project is $version (CMakeLists.txt)"
  exit 1
fi
echo "ok: $file, release $version"
