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
       window_probe.py --workloads GESTURELAB_BINARY FOLDER [ROUNDS]

With --workloads, every FOLDER/*.touches (the viewer's gestures) is played at both sizes in turn (interleaved:
round, script, size), with no idle period, and the frames of each script from its first event to its end
(GESTURELAB_STATS=1's "script frames") give median, p95 and worst. Prints one JSON object: per workload and size,
the runs' medians of median and p95, the worst frame of all runs, and the share of device pixels redrawn.
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


def run(binary, script, config, idle_period=True):
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
        if drag is not None and idle_period:
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
        result = {"frames": int(m.group(1)), "median": float(m.group(2)), "p95": float(m.group(3)),
                  "dragCPU": drag, "idleCPU": idle, "redrawn": float(share.group(1)) if share else None}
        scripted = re.search(r"script frames (\d+), median ([\d.]+) ms, p95 ([\d.]+) ms, max ([\d.]+) ms", text)
        if scripted:
            result["script"] = {"frames": int(scripted.group(1)), "median": float(scripted.group(2)),
                                "p95": float(scripted.group(3)), "max": float(scripted.group(4))}
            cpu = re.search(r"CPU median ([\d.]+) ms, p95 ([\d.]+) ms, max ([\d.]+) ms", text)
            if cpu:  # the render thread's CPU per frame: what a busy machine doesn't change
                result["script"].update(cpuMedian=float(cpu.group(1)), cpuP95=float(cpu.group(2)),
                                        cpuMax=float(cpu.group(3)))
        return result
    finally:
        xvfb.terminate()
        xvfb.wait()
        if os.path.exists(log_path):
            os.remove(log_path)


def workloads(binary, folder, rounds):
    scripts = sorted(f for f in os.listdir(folder) if f.endswith(".touches"))
    runs = {(name, size): [] for name in scripts for size in SIZES}
    for _ in range(rounds):
        for name in scripts:
            for size in SIZES:
                result = run(binary, os.path.join(folder, name), size, idle_period=False)
                if result and "script" in result:
                    script = {"cpuMedian": None, "cpuP95": None, "cpuMax": None}
                    script.update(result["script"])
                    runs[(name, size)].append(dict(script, redrawn=result["redrawn"]))
    out = {}
    for (name, size), values in runs.items():
        entry = out.setdefault(name[:-len(".touches")], {})
        if not values:
            entry[size] = {"runs": 0}
            continue
        def med(key):
            good = [v[key] for v in values if v[key] is not None]
            return statistics.median(good) if good else None
        entry[size] = {"median": med("median"), "p95": med("p95"), "max": max(v["max"] for v in values),
                       "frames": med("frames"), "redrawn": med("redrawn"), "runs": len(values),
                       "cpuMedian": med("cpuMedian"), "cpuP95": med("cpuP95"),
                       "cpuMax": max((v.get("cpuMax") or 0) for v in values)}
    print(json.dumps(out))


def main():
    if sys.argv[1] == "--workloads":
        workloads(sys.argv[2], sys.argv[3], int(sys.argv[4]) if len(sys.argv) > 4 else 3)
        return
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
