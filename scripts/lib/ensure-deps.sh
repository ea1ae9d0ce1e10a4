# Sourced by scripts/start.sh and scripts/test-all.sh (bash). Installs exactly what
# package-lock.json pins when node_modules is missing or older than the lock file.
# npm writes node_modules/.package-lock.json on every install, so its mtime is the
# "last installed" stamp; the directory's own mtime is not (it changes on any write).

ensure_deps() {
  local root="$1"
  local stamp="$root/node_modules/.package-lock.json"
  if [ ! -d "$root/node_modules" ] || [ ! -f "$stamp" ] || [ "$root/package-lock.json" -nt "$stamp" ]; then
    echo "deps: node_modules missing or older than package-lock.json -> npm ci"
    (cd "$root" && npm ci --no-audit --no-fund)
  else
    echo "deps: node_modules up to date"
  fi
}
