#!/usr/bin/env python3
"""A flame graph of `perf script` output as one self-contained SVG: stacks folded by thread name and frames, each
frame a box as wide as its share of the samples, callers below callees, the name and share in each box's tooltip.

The performance page's profiles are drawn with it (docs/performance.md, "Profiles"); pipe the stacks through
`swift demangle --simplified` first for Swift names.

usage: perf script -i perf.data | swift demangle --simplified | flamegraph.py "TITLE" [--thread NAME] > out.svg
"""
import html, re, sys, zlib

WIDTH, ROW, FONT, MIN_WIDTH = 1200, 16, 11, 1.0


def stacks(lines, thread):
    """Yields (frames from the root, count) for each sample of `perf script` text (a header line, then one frame a
    line, innermost first, then a blank line)."""
    frames, name = [], None
    for line in lines + [""]:
        if not line.strip():
            if name is not None and frames and (thread is None or name == thread):
                yield [name] + frames[::-1], 1
            frames, name = [], None
        elif not line.startswith((" ", "\t")):
            name = line.split()[0]
        else:
            parts = line.strip().split(" ", 1)
            symbol = parts[1] if len(parts) > 1 else parts[0]
            symbol = symbol.rsplit(" (", 1)[0] if symbol.endswith(")") and " (" in symbol else symbol
            frames.append(re.sub(r"\+0x[0-9a-f]+$", "", symbol) or "[unknown]")


def tree(samples):
    root = {"n": 0, "c": {}}
    for frames, count in samples:
        node = root
        node["n"] += count
        for frame in frames:
            node = node["c"].setdefault(frame, {"n": 0, "c": {}})
            node["n"] += count
    return root


def color(name):
    h = zlib.crc32(name.encode()) & 0xFFFF
    return f"rgb({205 + h % 50},{80 + (h >> 4) % 120},{40 + (h >> 8) % 50})"


def boxes(node, depth, x, scale, out):
    for name, child in sorted(node["c"].items()):
        width = child["n"] * scale
        if width >= MIN_WIDTH:
            out.append((name, child["n"], depth, x, width))
            boxes(child, depth + 1, x, scale, out)
        x += width


def main():
    title = sys.argv[1] if len(sys.argv) > 1 else "flame graph"
    thread = sys.argv[sys.argv.index("--thread") + 1] if "--thread" in sys.argv else None
    root = tree(stacks(sys.stdin.read().splitlines(), thread))
    total = max(1, root["n"])
    out = []
    boxes(root, 0, 10.0, (WIDTH - 20) / total, out)
    depth = max([d for _, _, d, _, _ in out] + [0]) + 1
    height = depth * ROW + 50
    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" font-family="monospace" '
           f'font-size="{FONT}"><rect width="100%" height="100%" fill="#f8f8f2"/>',
           f'<text x="10" y="20" font-size="14">{html.escape(title)} ({total} samples)</text>']
    for name, count, d, x, width in out:
        y = height - 10 - (d + 1) * ROW
        share = 100.0 * count / total
        label = html.escape(name)
        chars = int(width / (FONT * 0.62))
        text = label if len(name) <= chars else (html.escape(name[: max(0, chars - 2)]) + ".." if chars > 3 else "")
        svg.append(f'<g><title>{label} ({count} samples, {share:.2f} %)</title>'
                   f'<rect x="{x:.1f}" y="{y}" width="{width:.1f}" height="{ROW - 1}" fill="{color(name)}" rx="2"/>'
                   f'<text x="{x + 3:.1f}" y="{y + ROW - 4}">{text}</text></g>')
    svg.append("</svg>")
    sys.stdout.write("\n".join(svg) + "\n")


if __name__ == "__main__":
    main()
