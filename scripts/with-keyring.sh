#!/usr/bin/env bash
# Runs a command with a real, unlocked Secret Service (gnome-keyring in a private D-Bus session),
# so keychain code is tested against the real thing. The keyring lives in a throwaway folder, so
# a developer's own keyring is never touched. Reuses a session already set up this way.
set -euo pipefail
if [ "${TALLY_KEYRING_READY:-}" = "1" ] || [ "$(uname)" != "Linux" ]; then exec "$@"; fi
if ! command -v dbus-run-session >/dev/null || ! command -v gnome-keyring-daemon >/dev/null; then
  echo "with-keyring: dbus-run-session and gnome-keyring-daemon are needed (apt-get install dbus gnome-keyring)" >&2
  exit 1
fi
keyring_home=$(mktemp -d)
trap 'rm -rf "$keyring_home"' EXIT
dbus-run-session -- bash -c '
  echo -n tokentally-test | XDG_DATA_HOME="$0" gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1
  TALLY_KEYRING_READY=1 exec "$@"' "$keyring_home" "$@" 2> >(grep -v "Failed to set fd limit" >&2)
