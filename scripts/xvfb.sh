# Sourced by the scripts that run WebKit (test-browser.sh, test-webdriver.sh): WebKitGTK's
# MiniBrowser is a GTK window and needs an X display, which a machine without a screen gets from
# Xvfb. `start_xvfb` starts one on a free display number and exports DISPLAY, with WebKit painting
# on the CPU; `stop_xvfb` stops it (the sourcing script calls it from its EXIT trap; nothing to do
# when none was started).

xvfb_pid=
stop_xvfb() {
  if [ -n "$xvfb_pid" ]; then
    kill "$xvfb_pid" 2>/dev/null || true
    wait "$xvfb_pid" 2>/dev/null || true
    xvfb_pid=
  fi
}

start_xvfb() {
  [ -z "$xvfb_pid" ] || return 0
  # A display number no other X server holds (its lock file is absent), from 99 up.
  local display=99
  while [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
  Xvfb ":$display" -screen 0 1600x1200x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb_pid=$!
  # Xvfb is ready when its socket exists: waited for up to 60 s, so that a broken Xvfb fails.
  local _
  for _ in $(seq 600); do
    [ -S "/tmp/.X11-unix/X$display" ] && break
    if ! kill -0 "$xvfb_pid" 2>/dev/null; then
      echo "xvfb: Xvfb :$display exited" >&2
      return 1
    fi
    sleep 0.1
  done
  if [ ! -S "/tmp/.X11-unix/X$display" ]; then
    echo "xvfb: Xvfb :$display never came up" >&2
    return 1
  fi
  export DISPLAY=":$display"
  # Xvfb has no GPU: WebKit's accelerated canvas would run on Mesa's software GL, where Skia can
  # fail to compile one of its shaders ("integer is too large: 255"), a fatal error that crashes
  # the page. WebKit paints on the CPU instead, as it does on a machine without a GPU.
  export WEBKIT_SKIA_ENABLE_CPU_RENDERING=1
}
