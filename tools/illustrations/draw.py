"""SVG drawing primitives in the flat style of the agency's drawn images: palette, sky, sea, houses, cars, trees."""

import math
import random

WIDTH, HEIGHT = 1200, 675

# The palette of the eight drawn images in content/media.
NAVY = "#163053"
NAVY_MID = "#22446f"
SLATE = "#5b6577"
ROAD = "#778497"
TEAL = "#278089"
TEAL_LIGHT = "#7ebabc"
TEAL_PALE = "#c4dedc"
CREAM = "#faf7ef"
SAND = "#e1d3b8"
SAND_LIGHT = "#efe5d2"
SKY = "#d5e6ee"
SKY_GREY = "#ced8e2"
MIST = "#e9f0f0"
WINDOW = "#bfd3e2"
SEA = "#3b6f97"
SEA_DEEP = "#2e5f85"
SEA_LINE = "#639aba"
CLAY = "#b99682"
TAUPE = "#bdafa4"
STEEL = "#aab8bf"
CORAL = "#e07f5c"
GOLD = "#e6bb6c"
MEADOW = "#d7dece"
SAGE = "#9db7a4"
PAVEMENT = "#c7c8c3"
WHITE = "#fdfcff"


def svg(*parts: str, background: str = SKY) -> str:
    """The whole picture: a 1200 by 675 SVG with a flat background."""
    body = "".join(parts)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
            f'viewBox="0 0 {WIDTH} {HEIGHT}"><rect width="{WIDTH}" height="{HEIGHT}" '
            f'fill="{background}"/>{body}</svg>')


def rect(x: float, y: float, w: float, h: float, fill: str, rx: float = 0,
         opacity: float = 1) -> str:
    extra = f' opacity="{opacity}"' if opacity != 1 else ""
    return f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{rx}" fill="{fill}"{extra}/>'


def circle(cx: float, cy: float, r: float, fill: str, opacity: float = 1) -> str:
    extra = f' opacity="{opacity}"' if opacity != 1 else ""
    return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{fill}"{extra}/>'


def ellipse(cx: float, cy: float, rx: float, ry: float, fill: str, opacity: float = 1) -> str:
    extra = f' opacity="{opacity}"' if opacity != 1 else ""
    return f'<ellipse cx="{cx:.1f}" cy="{cy:.1f}" rx="{rx:.1f}" ry="{ry:.1f}" fill="{fill}"{extra}/>'


def poly(points: list[tuple[float, float]], fill: str, opacity: float = 1) -> str:
    coords = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
    extra = f' opacity="{opacity}"' if opacity != 1 else ""
    return f'<polygon points="{coords}" fill="{fill}"{extra}/>'


def path(d: str, fill: str = "none", stroke: str = "none", width: float = 0,
         opacity: float = 1, cap: str = "round") -> str:
    extra = f' opacity="{opacity}"' if opacity != 1 else ""
    line = (f' stroke="{stroke}" stroke-width="{width}" stroke-linecap="{cap}" '
            f'stroke-linejoin="round"') if stroke != "none" else ""
    return f'<path d="{d}" fill="{fill}"{line}{extra}/>'


def line(x1: float, y1: float, x2: float, y2: float, stroke: str, width: float = 4) -> str:
    return (f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{stroke}" '
            f'stroke-width="{width}" stroke-linecap="round"/>')


def ground(y: float, fill: str = MEADOW, edge: str | None = None) -> str:
    """A flat band from y to the bottom, with an optional darker line on top."""
    top = rect(0, y, WIDTH, HEIGHT - y, fill)
    return top + (rect(0, y, WIDTH, 8, edge) if edge else "")


def hills(base: float, peaks: list[tuple[float, float]], fill: str) -> str:
    """A soft ridge through (x, y) peaks, filled down to base."""
    d = f"M0,{base} L0,{peaks[0][1]:.1f}"
    prev = (0.0, peaks[0][1])
    for x, y in peaks:
        mid = (prev[0] + x) / 2
        d += f" C{mid:.1f},{prev[1]:.1f} {mid:.1f},{y:.1f} {x:.1f},{y:.1f}"
        prev = (x, y)
    d += f" C{(prev[0] + WIDTH) / 2:.1f},{prev[1]:.1f} {WIDTH},{prev[1]:.1f} {WIDTH},{prev[1]:.1f}"
    return path(d + f" L{WIDTH},{base} Z", fill=fill)


def cloud(cx: float, cy: float, size: float, fill: str = CREAM, opacity: float = 1) -> str:
    s = size
    parts = [circle(cx - s * 0.55, cy + s * 0.1, s * 0.45, fill), circle(cx, cy - s * 0.15, s * 0.6, fill),
             circle(cx + s * 0.6, cy + s * 0.12, s * 0.42, fill),
             rect(cx - s * 0.95, cy + s * 0.1, s * 1.9, s * 0.45, fill, rx=s * 0.22)]
    return f'<g opacity="{opacity}">' + "".join(parts) + "</g>"


def sun(cx: float, cy: float, r: float = 55, fill: str = GOLD) -> str:
    return circle(cx, cy, r, fill)


def birds(points: list[tuple[float, float]], color: str = NAVY) -> str:
    return "".join(path(f"M{x - 18},{y} l9,-8 l9,8 l9,-8 l9,8", stroke=color, width=3) for x, y in points)


def sea(top: float, bottom: float = HEIGHT, fill: str = SEA, line_color: str = SEA_LINE,
        spacing: float = 34, seed: int = 1) -> str:
    """A band of water with gentle wave lines, like the sailboat and shoreline pictures."""
    parts = [rect(0, top, WIDTH, bottom - top, fill)]
    rng = random.Random(seed)
    y = top + spacing * 0.7
    while y < bottom - 6:
        phase = rng.uniform(0, 40)
        d = f"M{-phase:.1f},{y:.1f}"
        x = -phase
        while x < WIDTH + 40:
            d += " q20,-8 40,0 t40,0"
            x += 80
        parts.append(path(d, stroke=line_color, width=2.5, opacity=0.8))
        y += spacing
    return "".join(parts)


def rain(x0: float, x1: float, y0: float, y1: float, count: int, color: str = SEA_LINE,
         seed: int = 3, length: float = 24) -> str:
    rng = random.Random(seed)
    drops = []
    for _ in range(count):
        x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
        drops.append(line(x, y, x - length * 0.3, y + length, color, 3))
    return "".join(drops)


def snow(count: int, seed: int = 5, y1: float = HEIGHT) -> str:
    rng = random.Random(seed)
    return "".join(circle(rng.uniform(0, WIDTH), rng.uniform(0, y1), rng.uniform(2.5, 5.5), WHITE)
                   for _ in range(count))


def window(x: float, y: float, w: float, h: float, frame: str = CREAM, glass: str = WINDOW,
           panes: bool = True) -> str:
    out = rect(x, y, w, h, glass, rx=3)
    if panes:
        out += rect(x + w / 2 - 2, y, 4, h, frame) + rect(x, y + h / 2 - 2, w, 4, frame)
    return out


def house(x: float, base: float, w: float = 300, h: float = 170, wall: str = CREAM,
          roof: str = NAVY, door: str = TEAL, chimney: bool = True, roof_h: float | None = None,
          snow_roof: bool = False) -> str:
    """A gabled house like the shoreline picture's: x is the left wall, base the ground line."""
    rh = roof_h if roof_h is not None else w * 0.36
    top = base - h
    parts = []
    if chimney:
        parts.append(rect(x + w * 0.68, top - rh * 0.85, w * 0.1, rh * 0.7, roof))
    parts.append(rect(x, top, w, h, wall))
    parts.append(poly([(x - w * 0.07, top + 2), (x + w / 2, top - rh), (x + w * 1.07, top + 2)], roof))
    if snow_roof:
        parts.append(path(f"M{x - w * 0.07:.1f},{top + 2:.1f} L{x + w / 2:.1f},{top - rh:.1f} "
                          f"L{x + w * 1.07:.1f},{top + 2:.1f} L{x + w * 1.0:.1f},{top + 2:.1f} "
                          f"L{x + w / 2:.1f},{top - rh + 22:.1f} L{x:.1f},{top + 2:.1f} Z", fill=WHITE))
    ww, wh = w * 0.19, h * 0.28
    parts.append(window(x + w * 0.12, top + h * 0.2, ww, wh))
    parts.append(window(x + w * 0.69, top + h * 0.2, ww, wh))
    dw, dh = w * 0.17, h * 0.5
    parts.append(rect(x + w / 2 - dw / 2, base - dh, dw, dh, door, rx=4))
    parts.append(circle(x + w / 2 + dw * 0.28, base - dh * 0.45, 3.5, GOLD))
    return "".join(parts)


def tree(x: float, base: float, r: float = 45, fill: str = TEAL, trunk: str = SLATE) -> str:
    return rect(x - r * 0.12, base - r * 1.2, r * 0.24, r * 1.2, trunk) + ellipse(
        x, base - r * 1.55, r * 0.95, r * 1.1, fill)


def pine(x: float, base: float, h: float = 160, fill: str = NAVY_MID, snow_caps: bool = False,
         trunk: str = SLATE) -> str:
    parts = [rect(x - 6, base - h * 0.25, 12, h * 0.25, trunk)]
    tiers = 3
    for i in range(tiers):
        top = base - h + i * h * 0.22
        width = h * (0.28 + i * 0.09)
        bottom = top + h * 0.38
        parts.append(poly([(x, top), (x + width / 2, bottom), (x - width / 2, bottom)], fill))
        if snow_caps:
            parts.append(poly([(x, top), (x + width * 0.14, top + h * 0.1),
                               (x - width * 0.14, top + h * 0.1)], WHITE))
    return "".join(parts)


def car(x: float, base: float, scale: float = 1, body: str = TEAL, roof: str | None = None,
        facing: int = 1) -> str:
    """A small sedan like the one on the winter road: x is its left end, base where the wheels touch."""
    s = scale
    roof = roof or body
    w, h = 260 * s, 50 * s
    y = base - 22 * s - h
    cabin = [(x + 45 * s, y + 2), (x + 80 * s, y - 42 * s), (x + 175 * s, y - 42 * s), (x + 215 * s, y + 2)]
    if facing < 0:
        cabin = [(2 * x + w - px, py) for px, py in cabin]
    glass_l = [(x + 68 * s, y), (x + 90 * s, y - 32 * s), (x + 126 * s, y - 32 * s), (x + 126 * s, y)]
    glass_r = [(x + 134 * s, y), (x + 134 * s, y - 32 * s), (x + 170 * s, y - 32 * s), (x + 196 * s, y)]
    if facing < 0:
        glass_l = [(2 * x + w - px, py) for px, py in glass_l]
        glass_r = [(2 * x + w - px, py) for px, py in glass_r]
    light_x = x + w - 22 * s if facing > 0 else x + 2 * s
    return "".join([
        poly(cabin, roof),
        poly(glass_l, WINDOW), poly(glass_r, WINDOW),
        rect(x, y, w, h, body, rx=18 * s),
        rect(light_x, y + 14 * s, 20 * s, 10 * s, GOLD, rx=3),
        circle(x + 62 * s, base - 24 * s, 24 * s, NAVY), circle(x + 62 * s, base - 24 * s, 11 * s, STEEL),
        circle(x + w - 62 * s, base - 24 * s, 24 * s, NAVY),
        circle(x + w - 62 * s, base - 24 * s, 11 * s, STEEL),
    ])


def shield(cx: float, top: float, size: float, outer: str = NAVY, inner: str = TEAL,
           face: str = CREAM) -> str:
    """The agency's shield: three nested outlines, pointed at the bottom."""
    def outline(inset: float) -> str:
        s = size
        left, right = cx - s / 2 + inset, cx + s / 2 - inset
        t = top + inset
        bottom = top + s * 1.2 - inset * 1.4
        return (f"M{left:.1f},{t + s * 0.05:.1f} Q{cx:.1f},{t - s * 0.06:.1f} {right:.1f},{t + s * 0.05:.1f} "
                f"L{right:.1f},{t + s * 0.5:.1f} Q{right:.1f},{bottom - s * 0.25:.1f} {cx:.1f},{bottom:.1f} "
                f"Q{left:.1f},{bottom - s * 0.25:.1f} {left:.1f},{t + s * 0.5:.1f} Z")
    return (path(outline(0), fill=outer) + path(outline(size * 0.08), fill=inner)
            + path(outline(size * 0.16), fill=face))


def check_badge(cx: float, cy: float, r: float = 40, fill: str = TEAL_LIGHT, mark: str = NAVY) -> str:
    return circle(cx, cy, r, fill) + path(
        f"M{cx - r * 0.38:.1f},{cy:.1f} l{r * 0.25:.1f},{r * 0.27:.1f} l{r * 0.5:.1f},{-r * 0.5:.1f}",
        stroke=mark, width=r * 0.16)


def building(x: float, base: float, w: float, h: float, fill: str, cols: int, rows: int,
             glass: str = CREAM, lit: set[int] | None = None, cap: str | None = None) -> str:
    """A block of flats or offices with a grid of windows; `lit` indexes windows shown warm."""
    parts = [rect(x, base - h, w, h, fill)]
    if cap:
        parts.append(rect(x - 10, base - h - 18, w + 20, 22, cap))
    gap_x, gap_y = w / (cols + 1), min(h / (rows + 1.3), 80)
    ww, wh = gap_x * 0.58, gap_y * 0.55
    for r in range(rows):
        for c in range(cols):
            index = r * cols + c
            colour = GOLD if lit and index in lit else glass
            parts.append(rect(x + gap_x * (c + 1) - ww / 2, base - h + gap_y * (r + 0.55), ww, wh,
                              colour, rx=4))
    return "".join(parts)


def wave_line(y: float, amplitude: float, period: float, color: str, width: float = 3) -> str:
    d = f"M0,{y:.1f}"
    steps = int(WIDTH / 10) + 1
    for i in range(1, steps + 1):
        x = i * 10
        d += f" L{x},{y + amplitude * math.sin(x / period * 2 * math.pi):.1f}"
    return path(d, stroke=color, width=width)
