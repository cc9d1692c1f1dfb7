# Sourced by the scripts that run commands side by side (setup.sh, build.sh, test.sh), on a machine
# of two cores where one command often keeps one core busy:
# - `side_start NAME COMMAND...` starts COMMAND in the background as NAME, its output kept in a
#   log of its own (two outputs interleaved line by line would be unreadable);
# - `side_wait` waits for every command started, prints each one's output (every line after
#   "  NAME | ") and then "<SIDE_SAY>: NAME: ok in Ns" (or FAILED), in the order they were
#   started; it returns 1 if any failed. Afterwards `side_names`, `side_seconds` and
#   `side_outcomes` hold what each one did;
# - `side_stop` (for the sourcing script's EXIT trap) stops what still runs and removes the logs;
# - `side_in_script` is true in the sourcing script's own shell only. A command stopped at once,
#   before its shell has let go of the script's EXIT trap, runs that trap as it dies: an EXIT
#   trap acts only when this is true.
# SIDE_SAY, the prefix of the outcome lines, is the sourcing script's name unless it sets one.

SIDE_SAY=${SIDE_SAY:-$(basename "$0" .sh)}
side_work=
side_pids=()
side_started=()
side_names=()
side_seconds=()
side_outcomes=()

side_start() {
  local name=$1
  shift
  [ -n "$side_work" ] || side_work="$(mktemp -d)"
  local log="$side_work/${#side_pids[@]}.log"
  # Each command in a process group of its own (job control on while it starts), so that
  # `side_stop` stops it with everything it started.
  set -m
  (
    t0=$SECONDS
    status=0
    "$@" || status=$?
    printf '%s\n' "$((SECONDS - t0))" >"$log.seconds"
    exit "$status"
  ) >"$log" 2>&1 &
  side_pids+=("$!")
  set +m
  side_started+=("$name")
}

side_wait() {
  local i failed=0 outcome seconds log
  side_names=()
  side_seconds=()
  side_outcomes=()
  for i in "${!side_pids[@]}"; do
    log="$side_work/$i.log"
    if wait "${side_pids[$i]}"; then outcome=ok; else outcome=FAILED failed=1; fi
    seconds="$(cat "$log.seconds" 2>/dev/null || echo '?')"
    awk -v name="${side_started[$i]}" '{ print "  " name " | " $0 }' "$log"
    printf '%s: %s: %s in %ss\n' "$SIDE_SAY" "${side_started[$i]}" "$outcome" "$seconds"
    side_names+=("${side_started[$i]}")
    side_seconds+=("$seconds")
    side_outcomes+=("$outcome")
    rm -f "$log" "$log.seconds"
  done
  side_pids=()
  side_started=()
  return "$failed"
}

side_in_script() {
  [ "$BASHPID" = "$$" ]
}

side_stop() {
  side_in_script || return 0
  local pid
  for pid in "${side_pids[@]}"; do
    kill -TERM -- "-$pid" 2>/dev/null || true
  done
  [ -z "$side_work" ] || rm -rf "$side_work"
}
