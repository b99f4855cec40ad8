#!/usr/bin/env python3
"""The open window, side by side at two screen sizes: frame times while dragging, and CPU when nothing moves.

For each size (1280x800, 2560x1600, and 2560x1600 again with GESTURELAB_DIRTY_RECTANGLES=off: kept frames redraw
the whole device and present the whole window, as before dirty rectangles; interleaved, ROUNDS rounds) gesturelab opens on a private Xvfb screen of
that size with the panels, the software renderer and SCRIPT played in the window (`--replay`). While the script
plays, the process's CPU time is read from /proc; once it has finished ("the window is yours"), the window is
left alone for a second and its CPU time is read over IDLE seconds: a still window should sleep. Then it gets
SIGTERM, and GESTURELAB_STATS=1's summary gives the frames' work median and p95 (the last 240 frames: the drag).
Prints one JSON object: per size, the runs' medians of work median, p95, CPU % while dragging, CPU % idle and the
share of device pixels redrawn.

usage: window_probe.py GESTURELAB_BINARY SCRIPT [ROUNDS]
"""
import json, os, re, statistics, subprocess, sys, time

SIZES = ["1280x800", "2560x1600"]
# The larger screen again with kept frames redrawing the whole device and presenting the whole window (as before
# dirty rectangles): the same-run peer that shows what they buy.
WHOLE = "2560x1600-whole"
RUNS = SIZES + [WHOLE]
IDLE = 4.0
TIMEOUT = 60.0
TICKS = os.sysconf("SC_CLK_TCK")


def free_display():
    for n in range(200, 1000):
        if not os.path.exists(f"/tmp/.X11-unix/X{n}") and not os.path.exists(f"/tmp/.X{n}-lock"):
            return n
    raise SystemExit("no free X display")


def start_xvfb(size):
    n = free_display()
    xvfb = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 10
    while not os.path.exists(f"/tmp/.X11-unix/X{n}"):
        if time.time() > deadline or xvfb.poll() is not None:
            raise SystemExit("Xvfb did not start")
        time.sleep(0.05)
    time.sleep(0.2)
    return xvfb, f":{n}"


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime


def run(binary, script, config):
    size = config.split("-")[0]
    xvfb, display = start_xvfb(size)
    log_path = f"/tmp/gesturelab-window-probe-{os.getpid()}.log"
    try:
        env = dict(os.environ, DISPLAY=display, GESTURELAB_STATS="1")
        if config == WHOLE:
            env["GESTURELAB_DIRTY_RECTANGLES"] = "off"
        for name in ("SDL_VIDEODRIVER", "WAYLAND_DISPLAY", "SDL_FRAMEBUFFER_ACCELERATION"):
            env.pop(name, None)
        with open(log_path, "w") as log:
            app = subprocess.Popen([binary, "--renderer", "software", "--replay", script], env=env,
                                   stdout=subprocess.DEVNULL, stderr=log)
        start, cpu0 = time.perf_counter(), cpu_seconds(app.pid)
        drag = idle = None
        while time.perf_counter() - start < TIMEOUT and app.poll() is None:
            with open(log_path) as f:
                if "the window is yours" in f.read():
                    drag = (cpu_seconds(app.pid) - cpu0) / (time.perf_counter() - start) * 100
                    break
            time.sleep(0.05)
        if drag is not None:
            time.sleep(1.0)
            t0, c0 = time.perf_counter(), cpu_seconds(app.pid)
            time.sleep(IDLE)
            idle = (cpu_seconds(app.pid) - c0) / (time.perf_counter() - t0) * 100
        app.terminate()
        try:
            app.wait(5)
        except subprocess.TimeoutExpired:
            app.kill()
            app.wait()
        with open(log_path) as f:
            text = f.read()
        m = re.search(r"frames (\d+), work median ([\d.]+) ms, p95 ([\d.]+) ms", text)
        if not m:
            return None
        share = re.search(r"device pixels redrawn (\d+) %", text)
        return {"frames": int(m.group(1)), "median": float(m.group(2)), "p95": float(m.group(3)),
                "dragCPU": drag, "idleCPU": idle, "redrawn": float(share.group(1)) if share else None}
    finally:
        xvfb.terminate()
        xvfb.wait()
        if os.path.exists(log_path):
            os.remove(log_path)


def main():
    binary, script = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    runs = {config: [] for config in RUNS}
    for _ in range(rounds):
        for config in RUNS:
            result = run(binary, script, config)
            if result:
                runs[config].append(result)
    out = {}
    for size, values in runs.items():
        def med(key):
            good = [v[key] for v in values if v[key] is not None]
            return statistics.median(good) if good else None
        out[size] = {key: med(key) for key in ("frames", "median", "p95", "dragCPU", "idleCPU", "redrawn")}
        out[size]["runs"] = len(values)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
