# Sourced by scripts/start.sh and scripts/test-all.sh (bash). Installs exactly what
# package-lock.json pins when node_modules is missing, older than the lock file, or lacks the
# build and run tools. npm writes node_modules/.package-lock.json on every install, so its mtime
# is the "last installed" stamp; the directory's own mtime is not (it changes on any write).
#
# devDependencies are always installed (--include=dev): the web app's build (vite) and the
# platform's TypeScript loader (tsx) are devDependencies, and npm leaves them out when
# NODE_ENV=production. A node_modules installed that way (by npm ci under NODE_ENV=production, or
# with --omit=dev) has a fresh stamp but no vite or tsx: it is not taken as up to date.

ensure_deps() {
  local root="$1"
  local stamp="$root/node_modules/.package-lock.json"
  local reason=""
  if [ ! -d "$root/node_modules" ] || [ ! -f "$stamp" ] || [ "$root/package-lock.json" -nt "$stamp" ]; then
    reason="node_modules missing or older than package-lock.json"
  elif [ ! -e "$root/node_modules/.bin/vite" ] || [ ! -e "$root/node_modules/.bin/tsx" ]; then
    reason="node_modules was installed without devDependencies (vite, tsx)"
  fi
  if [ -n "$reason" ]; then
    echo "deps: $reason -> npm ci --include=dev"
    (cd "$root" && npm ci --include=dev --no-audit --no-fund)
  else
    echo "deps: node_modules up to date"
  fi
}
