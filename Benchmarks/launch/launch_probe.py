#!/usr/bin/env python3
"""Launch-to-first-photo, side by side: each viewer opens FILE in a 1280x800 window on a private Xvfb screen,
and one screen row (y = 400, through the photo's middle) is read with XGetImage about every 1.2 ms until it
shows the photo.

"Shows the photo": the row has at least 64 distinct colours and 200 pixels away from the background, which a
black window, a grey placeholder or a spinner never have. Runs are interleaved (gesturelab, feh, sxiv, imv,
gesturelab, ...) so the machine's drift hits every viewer alike. Prints one JSON object: per viewer, the
milliseconds of each run and their median (null when it never showed the photo within the timeout).

With BOTTOM_ROW, a second row is watched in the same runs, the same screen row for every viewer: "launch to
the whole photo" (the viewer's `whole` runs and median). gesturelab shows a large JPEG's preview band by band,
top-down, so its middle row shows before its bottom; the bench passes a row near the bottom edge of gesturelab's
fitted photo (which for feh, whose photo fills rows 40-759, is inside its photo too), and the whole photo is
there only once that row is. The photo's bottom may be dark, so that row counts as shown when it has at least
64 distinct colours and 150 pixels that are none of its three commonest colours (the background, the device's
frame, the placeholder): a dark photo row has them, a window still loading never does.

usage: launch_probe.py GESTURELAB_BINARY FILE [ROUNDS [BOTTOM_ROW]]
"""
import ctypes, ctypes.util, json, os, shutil, statistics, subprocess, sys, time

WIDTH, HEIGHT, ROW = 1280, 800, 400
TIMEOUT = 10.0


class XImage(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.POINTER(ctypes.c_uint8)),
                ("byte_order", ctypes.c_int), ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int),
                ("bitmap_pad", ctypes.c_int), ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int),
                ("bits_per_pixel", ctypes.c_int), ("red_mask", ctypes.c_ulong), ("green_mask", ctypes.c_ulong),
                ("blue_mask", ctypes.c_ulong), ("obdata", ctypes.c_void_p),
                ("create_image", ctypes.c_void_p), ("destroy_image", ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p))]


def free_display():
    for n in range(90, 200):
        if not os.path.exists(f"/tmp/.X11-unix/X{n}") and not os.path.exists(f"/tmp/.X{n}-lock"):
            return n
    raise SystemExit("no free X display")


def start_xvfb():
    n = free_display()
    xvfb = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", f"{WIDTH}x{HEIGHT}x24", "-br", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 10
    while not os.path.exists(f"/tmp/.X11-unix/X{n}"):
        if time.time() > deadline or xvfb.poll() is not None:
            raise SystemExit("Xvfb did not start")
        time.sleep(0.05)
    time.sleep(0.2)
    return xvfb, f":{n}"


class Screen:
    def __init__(self, display):
        self.x = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
        self.x.XOpenDisplay.restype = ctypes.c_void_p
        self.x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x.XDefaultRootWindow.restype = ctypes.c_ulong
        self.x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        self.x.XGetImage.restype = ctypes.POINTER(XImage)
        self.x.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                                     ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        self.display = self.x.XOpenDisplay(display.encode())
        if not self.display:
            raise SystemExit("cannot open " + display)
        self.root = self.x.XDefaultRootWindow(self.display)

    def pixels(self, row):
        image = self.x.XGetImage(self.display, self.root, 0, row, WIDTH, 1, 0xFFFFFFFF, 2)  # ZPixmap
        if not image:
            return None
        raw = ctypes.string_at(image.contents.data, WIDTH * 4)
        image.contents.destroy_image(ctypes.cast(image, ctypes.c_void_p))
        return [raw[i:i + 3] for i in range(0, len(raw), 4)]

    def row_shows_photo(self, row=ROW):
        pixels = self.pixels(row)
        if pixels is None or len(set(pixels)) < 64:
            return False
        background = max(set(pixels[::16]), key=pixels[::16].count)
        bl = sum(background)
        return sum(1 for p in pixels if abs(sum(p) - bl) > 72) >= 200

    def bottom_row_shows_photo(self, row):
        pixels = self.pixels(row)
        if pixels is None or len(set(pixels)) < 64:
            return False
        counts = {}
        for p in pixels:
            counts[p] = counts.get(p, 0) + 1
        common = sorted(counts.values(), reverse=True)[:3]
        return len(pixels) - sum(common) >= 150


def viewers(gesturelab, path):
    return {
        "gesturelab": [gesturelab, "--scene", "photos", "--set", "open=0", "--no-panels", path],
        "feh": ["feh", "--geometry", f"{WIDTH}x{HEIGHT}+0+0", "--scale-down", "--auto-zoom", path],
        "sxiv": ["sxiv", "-g", f"{WIDTH}x{HEIGHT}+0+0", path],
        "imv": ["imv-x11", "-W", str(WIDTH), "-H", str(HEIGHT), path],
    }


def launch(screen, command, env, bottom):
    """Milliseconds until the middle row shows the photo, and until the bottom row does (None: not watched or
    never)."""
    # The rows must first show no photo: the previous viewer is gone.
    deadline = time.time() + 2
    while (screen.row_shows_photo() or (bottom is not None and screen.bottom_row_shows_photo(bottom))) \
            and time.time() < deadline:
        time.sleep(0.01)
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    shown = None
    whole = None
    while time.perf_counter() - start < TIMEOUT:
        if shown is None and screen.row_shows_photo():
            shown = (time.perf_counter() - start) * 1000
        if bottom is not None and whole is None and screen.bottom_row_shows_photo(bottom):
            whole = (time.perf_counter() - start) * 1000
        if shown is not None and (bottom is None or whole is not None):
            break
        if process.poll() is not None:
            break
        time.sleep(0.0012)
    process.terminate()
    try:
        process.wait(2)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    time.sleep(0.15)
    # The whole photo is there no sooner than its middle (a viewer drawing everything at once: the same poll).
    if whole is not None and shown is not None:
        whole = max(whole, shown)
    return shown, whole


def main():
    gesturelab, path = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    bottom = int(sys.argv[4]) if len(sys.argv) > 4 else None
    xvfb, display = start_xvfb()
    try:
        env = dict(os.environ, DISPLAY=display)
        env.pop("SDL_VIDEODRIVER", None)
        env.pop("WAYLAND_DISPLAY", None)
        screen = Screen(display)
        commands = {name: c for name, c in viewers(gesturelab, path).items() if shutil.which(c[0])}
        runs = {name: [] for name in commands}
        wholes = {name: [] for name in commands}
        for _ in range(rounds):
            for name, command in commands.items():
                shown, whole = launch(screen, command, env, bottom)
                runs[name].append(shown)
                wholes[name].append(whole)

        def median(values):
            good = [v for v in values if v is not None]
            return statistics.median(good) if len(good) * 2 > len(values) else None

        result = {}
        for name, values in runs.items():
            result[name] = {"runs": values, "median": median(values)}
            if bottom is not None:
                result[name]["whole"] = {"runs": wholes[name], "median": median(wholes[name]), "row": bottom}
        missing = [n for n in ("feh", "sxiv", "imv") if n not in commands]
        result["missing"] = missing
        print(json.dumps(result))
    finally:
        xvfb.terminate()
        xvfb.wait()


if __name__ == "__main__":
    main()
