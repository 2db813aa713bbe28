"""Illustrations for posts about families, umbrella cover and renting: a family under a tree, a home at dusk,
a kite in the park, umbrellas over what people own, a first apartment and moving day."""

from tools.illustrations.draw import (
    CLAY,
    CORAL,
    CREAM,
    GOLD,
    MEADOW,
    NAVY,
    NAVY_MID,
    PAVEMENT,
    SAGE,
    SAND,
    SAND_LIGHT,
    SKY,
    SLATE,
    STEEL,
    TAUPE,
    TEAL,
    TEAL_LIGHT,
    TEAL_PALE,
    WHITE,
    WINDOW,
    building,
    car,
    circle,
    cloud,
    ellipse,
    ground,
    hills,
    house,
    line,
    path,
    poly,
    rain,
    rect,
    shield,
    sun,
    svg,
    tree,
    window,
)


def person(x: float, base: float, height: float, shirt: str, skin: str = "#e8c4a8",
           hair: str = NAVY) -> str:
    """A simple standing figure: rounded body, legs and a head, x at its middle."""
    h = height
    head = h * 0.16
    return "".join([
        rect(x - h * 0.09, base - h * 0.38, h * 0.07, h * 0.38, SLATE, rx=h * 0.03),
        rect(x + h * 0.02, base - h * 0.38, h * 0.07, h * 0.38, SLATE, rx=h * 0.03),
        rect(x - h * 0.15, base - h * 0.78, h * 0.3, h * 0.44, shirt, rx=h * 0.12),
        circle(x, base - h * 0.78 - head * 0.9, head, skin),
        path(f"M{x - head:.1f},{base - h * 0.78 - head * 0.8:.1f} a{head:.1f},{head:.1f} 0 0 1 "
             f"{head * 2:.1f},0 Z", fill=hair),
    ])


def life_family_tree() -> str:
    """Two parents and a child under a big tree at golden hour."""
    base = 560
    return svg(
        sun(980, 170, 80, "#f0cf8a"), cloud(300, 110, 60, CREAM),
        hills(base, [(250, 420), (700, 460), (1100, 400)], SAGE),
        ground(520, MEADOW),
        rect(360, 230, 40, 320, SLATE), ellipse(380, 210, 230, 170, TEAL), ellipse(250, 260, 120, 100, TEAL),
        ellipse(520, 250, 130, 110, "#2e8f98"),
        person(620, 570, 230, CORAL), person(740, 570, 250, NAVY_MID, hair=CLAY),
        person(680, 575, 140, GOLD, hair=CLAY),
        rect(150, 560, 60, 8, TAUPE, opacity=0.0),
        background="#f3ecde",
    )


def life_home_at_dusk() -> str:
    """A family home at dusk: warm windows with the family inside, a swing in the tree, first stars."""
    stars = "".join(circle(x, y, 3, CREAM) for x, y in
                    ((120, 80), (260, 150), (420, 60), (700, 110), (880, 60), (1040, 140), (1130, 70),
                     (80, 220), (330, 250), (560, 40), (1160, 230)))
    def lit_window(x: float, y: float, figures: list[tuple[float, float]]) -> str:
        people = "".join(circle(x + fx, y + 70 - fh - 12, 11, "#c99a52")
                         + rect(x + fx - 14, y + 70 - fh, 28, fh, "#c99a52", rx=10) for fx, fh in figures)
        return rect(x, y, 96, 80, GOLD, rx=4) + people + rect(x + 46, y, 4, 80, "#e9decd")
    fence = "".join(rect(x, 548, 12, 46, "#c9c1b0", rx=3) for x in range(40, 1180, 30) if not 540 < x < 660)
    return svg(
        stars, circle(960, 150, 50, "#f0e3c0"), circle(980, 136, 46, "#2a4670"),
        hills(600, [(200, 430), (700, 470), (1100, 420)], "#3e5f7f"),
        ground(540, "#4d6b63"),
        rect(380, 330, 440, 230, "#e9decd"),
        poly([(350, 334), (600, 180), (850, 334)], NAVY),
        rect(690, 200, 40, 90, NAVY),
        lit_window(410, 370, [(30, 40), (66, 28)]), lit_window(694, 370, [(48, 44)]),
        rect(560, 440, 80, 120, TEAL, rx=4), circle(600, 420, 9, GOLD),
        rect(36, 566, 1128, 8, "#c9c1b0"), fence,
        path("M590,675 L600,560 L640,560 L650,675 Z", fill="#6d8079"),
        rect(196, 330, 22, 230, SLATE), ellipse(207, 300, 120, 100, "#2e6f74"),
        line(150, 350, 150, 470, "#c9c1b0", 3), line(190, 350, 190, 470, "#c9c1b0", 3),
        rect(140, 468, 60, 10, CLAY, rx=4),
        tree(1020, 560, 50, "#2e6f74"),
        background="#2a4670",
    )


def life_kite() -> str:
    """A parent and child flying a kite in the park."""
    return svg(
        cloud(250, 140, 70), cloud(1000, 100, 56, opacity=0.9), sun(110, 90, 44),
        hills(560, [(200, 400), (650, 440), (1100, 380)], SAGE), ground(500, MEADOW),
        poly([(840, 90), (910, 150), (850, 250), (780, 160)], CORAL),
        line(840, 90, 850, 250, "#c86a4a", 4), line(780, 160, 910, 150, "#c86a4a", 4),
        path("M850,250 q-40,80 -140,150 q-60,40 -120,100", stroke=SLATE, width=3),
        path("M850,250 q10,30 -10,50 q-20,20 0,40", stroke=GOLD, width=5),
        person(540, 600, 250, TEAL), person(640, 605, 150, GOLD, hair=CLAY),
        tree(180, 520, 56, TEAL), tree(1060, 520, 48, TEAL_LIGHT),
        rect(280, 520, 120, 14, CLAY, rx=6), rect(290, 534, 10, 30, SLATE), rect(380, 534, 10, 30, SLATE),
        background=SKY,
    )


def _umbrella(cx: float, top: float, radius: float, colours: tuple[str, str]) -> str:
    """An open umbrella seen from the side: striped canopy, scalloped edge, handle."""
    bottom = top + radius * 0.75
    panels = []
    count = 6
    for i in range(count):
        x0 = cx - radius + i * 2 * radius / count
        x1 = x0 + 2 * radius / count
        panels.append(path(f"M{cx:.1f},{top:.1f} Q{(x0 + cx) / 2:.1f},{top + 10:.1f} {x0:.1f},{bottom:.1f} "
                           f"L{x1:.1f},{bottom:.1f} Q{(x1 + cx) / 2:.1f},{top + 10:.1f} {cx:.1f},{top:.1f} Z",
                           fill=colours[i % 2]))
    scallops = "".join(ellipse(cx - radius + (i + 0.5) * 2 * radius / count, bottom, radius / count,
                               radius * 0.08, "#f3ecde") for i in range(count))
    handle = (rect(cx - 5, top - 24, 10, 26, NAVY) + rect(cx - 5, bottom, 10, radius * 0.9, SLATE)
              + path(f"M{cx},{bottom + radius * 0.9:.1f} q0,30 -28,30 q-22,0 -22,-22", stroke=SLATE,
                     width=10))
    return "".join(panels) + scallops + handle


def umbrella_everything() -> str:
    """One large umbrella over a house, a car and a boat: liability cover above the other policies."""
    boat = (path("M820,520 L1020,520 L990,560 L850,560 Z", fill=NAVY)
            + poly([(920, 380), (920, 510), (1000, 510)], CREAM) + rect(914, 370, 6, 150, SLATE))
    return svg(
        rain(40, 1160, 20, 200, 45, seed=31, color="#8fa6bd"),
        _umbrella(600, 90, 470, (TEAL, NAVY)),
        ground(560, "#d9dfcf"),
        house(200, 560, 230, 140, roof=NAVY_MID, door=CORAL),
        car(480, 560, 1.0, body=TEAL), boat,
        background="#f3ecde",
    )


def umbrella_shield_storm() -> str:
    """An umbrella and the agency's shield over a small town in the rain."""
    base = 600
    return svg(
        rain(30, 1170, 30, 320, 70, seed=33, color="#8fa6bd"),
        building(60, base, 180, 220, TAUPE, 2, 3), house(280, base, 200, 130, door=TEAL, chimney=False),
        building(780, base, 170, 250, "#b0c4d8", 2, 3), house(980, base, 180, 120, roof=NAVY_MID, door=GOLD),
        ground(base, PAVEMENT),
        _umbrella(620, 120, 300, (CORAL, "#c86a4a")),
        shield(620, 320, 120),
        background="#dfe6ea",
    )


def renters_room() -> str:
    """A first apartment's living room on moving day: boxes, a plant, a bike by the window."""
    base = 590
    boxes = "".join(rect(x, y, w, h, SAND, rx=4) + rect(x + w / 2 - 12, y, 24, h, SAND_LIGHT)
                    for x, y, w, h in ((760, 470, 140, 120), (900, 500, 110, 90), (800, 380, 100, 90)))
    return svg(
        rect(0, base, 1200, 85, CLAY), rect(0, base, 1200, 10, "#a8826d"),
        rect(120, 110, 380, 300, CREAM), window(140, 130, 340, 260, frame=CREAM, glass="#c7dee9"),
        rect(220, 430, 300, 110, TEAL, rx=22), rect(200, 460, 50, 130, TEAL, rx=16),
        rect(490, 460, 50, 130, TEAL, rx=16), rect(245, 480, 250, 60, "#2e8f98", rx=12),
        rect(600, 470, 70, 120, TAUPE, rx=8), ellipse(635, 420, 60, 70, TEAL_LIGHT),
        ellipse(610, 440, 40, 50, "#6aa9ab"),
        boxes,
        rect(1040, 160, 100, 130, GOLD, rx=6), rect(1052, 172, 76, 106, CREAM, rx=4),
        circle(1090, 214, 24, TEAL_PALE),
        background="#e6ecef",
    )


def renters_building() -> str:
    """A brick apartment house with balconies and a moving van out front."""
    base = 580
    balconies = "".join(rect(x, y, 150, 12, NAVY) + "".join(rect(x + 8 + i * 20, y - 40, 5, 40, NAVY)
                                                              for i in range(8))
                        for x in (390, 660) for y in (260, 380))
    van = (rect(820, base - 170, 260, 140, WHITE, rx=10) + rect(1080, base - 120, 80, 90, TEAL, rx=10)
           + rect(1100, base - 110, 44, 36, WINDOW, rx=4)
           + circle(880, base - 26, 28, NAVY) + circle(1110, base - 26, 28, NAVY)
           + circle(880, base - 26, 12, STEEL) + circle(1110, base - 26, 12, STEEL))
    return svg(
        cloud(180, 120, 60), sun(1080, 110, 48),
        building(340, base, 500, 460, "#c07a62", 3, 5, glass=WINDOW, lit={1, 5, 10}, cap=NAVY),
        balconies, rect(560, base - 110, 80, 110, NAVY_MID, rx=4),
        ground(base, PAVEMENT), rect(0, base, 1200, 8, "#b5b7b1"),
        tree(200, base, 52, TEAL), van,
        rect(700, base - 60, 60, 60, SAND, rx=4), rect(760, base - 40, 40, 40, SAND, rx=4),
        background=SKY,
    )


SCENES = {
    "life-1": life_family_tree,
    "life-2": life_home_at_dusk,
    "life-3": life_kite,
    "umbrella-1": umbrella_everything,
    "umbrella-2": umbrella_shield_storm,
    "renters-1": renters_room,
    "renters-2": renters_building,
}
