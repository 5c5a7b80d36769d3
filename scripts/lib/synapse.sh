# Functions to run a throwaway Synapse homeserver on loopback for the Matrix tests.
# Source this file, then: synapse_start DIR PORT; ...; synapse_stop DIR
# The Synapse virtual environment is cached under .cache/synapse-venv.

synapse_venv() {
  local venv=.cache/synapse-venv
  if [ ! -x "$venv/bin/synapse_homeserver" ]; then
    echo "== installing Synapse into $venv (first run only)" >&2
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q matrix-synapse >&2
  fi
  echo "$venv"
}

synapse_start() {
  local dir=$1 port=$2 venv
  venv=$(synapse_venv)
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  venv=$(cd "$venv" && pwd)
  # Synapse writes its log relative to the working directory: keep it in $dir.
  cd "$dir" || return 1
  "$venv/bin/python" -m synapse.app.homeserver --server-name localhost \
    --config-path "$dir/homeserver.yaml" --data-directory "$dir" \
    --generate-config --report-stats=no >/dev/null
  # The generated log config writes to the current directory; keep the log in DIR instead.
  sed -i "s#filename: .*#filename: $dir/homeserver.log#" "$dir"/*.log.config
  # Loopback only, open registration, no rate limits worth the name: tests only.
  "$venv/bin/python" - "$dir/homeserver.yaml" "$port" <<'PY'
import sys, yaml
path, port = sys.argv[1], int(sys.argv[2])
config = yaml.safe_load(open(path))
config["listeners"] = [{
    "port": port, "bind_addresses": ["127.0.0.1"], "type": "http", "tls": False,
    "x_forwarded": False, "resources": [{"names": ["client"], "compress": False}],
}]
config["enable_registration"] = True
config["enable_registration_without_verification"] = True
config["registration_shared_secret"] = "hextable-test-secret"
config["suppress_key_server_warning"] = True
config["trusted_key_servers"] = []
config["report_stats"] = False
big = {"per_second": 1000, "burst_count": 1000}
for key in ["rc_message", "rc_registration", "rc_joins", "rc_invites", "rc_3pid_validation",
            "rc_admin_redaction", "rc_key_requests", "rc_media_create", "rc_room_creation"]:
    config[key] = big
config["rc_login"] = {"address": big, "account": big, "failed_attempts": big}
config["rc_joins"] = {"local": big, "remote": big}
config["rc_invites"] = {"per_room": big, "per_user": big, "per_issuer": big}
yaml.safe_dump(config, open(path, "w"))
PY
  "$venv/bin/python" -m synapse.app.homeserver --config-path "$dir/homeserver.yaml" \
    >"$dir/synapse.out" 2>&1 &
  echo $! >"$dir/synapse.pid"
  cd - >/dev/null || return 1
  for _ in $(seq 1 120); do
    if curl -fsS "http://127.0.0.1:$port/_matrix/client/versions" >/dev/null 2>&1; then
      return 0
    fi
    sleep 0.5
  done
  echo "Synapse did not start; its log:" >&2
  tail -n 40 "$dir/synapse.out" >&2
  return 1
}

synapse_register() {
  local dir=$1 port=$2 user=$3 password=$4 venv
  venv=$(synapse_venv)
  "$venv/bin/register_new_matrix_user" -c "$dir/homeserver.yaml" -u "$user" -p "$password" \
    --no-admin "http://127.0.0.1:$port" >/dev/null
}

synapse_stop() {
  local dir=$1
  if [ -f "$dir/synapse.pid" ]; then
    kill "$(cat "$dir/synapse.pid")" 2>/dev/null || true
    rm -f "$dir/synapse.pid"
  fi
}
