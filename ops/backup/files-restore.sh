#!/bin/sh
# Restores an archive of files-backup.sh under TARGET_ROOT (/ to put the files back where they were) and
# checks every file against the manifest. Usage: files-restore.sh ARCHIVE.tar.gz TARGET_ROOT
set -eu
[ $# -eq 2 ] || { echo "usage: $0 ARCHIVE.tar.gz TARGET_ROOT" >&2; exit 2; }
archive=$1
target=$2
dir=$(cd "$(dirname "$archive")" && pwd -P)
name=$(basename "$archive" .tar.gz)
(cd "$dir" && sha256sum --check --quiet "$name.tar.gz.sha256")
mkdir -p "$target"
tar -C "$target" --extract --gzip --same-permissions --file "$archive"
(cd "$target" && sha256sum --check --quiet "$dir/$name.manifest")
echo "restored $(wc -l < "$dir/$name.manifest") files under $target, every checksum matches"
