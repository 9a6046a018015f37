#!/bin/sh
# Backs up the shop's files that live outside PostgreSQL: DATA_DIR/uploads and IDENTITY_DIR
# (docs/operations.md, Backups). Usage: files-backup.sh OUT_DIR DIR [DIR...]
# Writes OUT_DIR/files-STAMP.tar.gz, its .sha256, and files-STAMP.manifest (a sha256 of every file, paths
# relative to /), so a restore proves every file came back unchanged. Identity documents are personal
# data: keep OUT_DIR as private as IDENTITY_DIR (mode 0700, encrypted off-site copy).
set -eu
[ $# -ge 2 ] || { echo "usage: $0 OUT_DIR DIR [DIR...]" >&2; exit 2; }
out=$1
shift
umask 077
mkdir -p "$out"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
base="$out/files-$stamp"
rel=""
for dir in "$@"; do
	abs=$(cd "$dir" && pwd -P)
	rel="$rel ${abs#/}"
done
# shellcheck disable=SC2086 # the relative paths are one word each
(cd / && find $rel -type f -print0 | sort -z | xargs -0r sha256sum) > "$base.manifest"
# shellcheck disable=SC2086
tar -C / --create --gzip --file "$base.tar.gz" $rel
(cd "$out" && sha256sum "files-$stamp.tar.gz" > "files-$stamp.tar.gz.sha256")
echo "$base.tar.gz $(stat -c %s "$base.tar.gz") bytes, $(wc -l < "$base.manifest") files"
