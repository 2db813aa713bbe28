"""Illustrations for posts about homes: a house in summer, in winter, a two-family house, condos."""

from tools.illustrations.draw import (
    CLAY,
    CORAL,
    CREAM,
    GOLD,
    MEADOW,
    MIST,
    NAVY,
    NAVY_MID,
    PAVEMENT,
    SAGE,
    SKY,
    SKY_GREY,
    SLATE,
    STEEL,
    TAUPE,
    TEAL,
    TEAL_LIGHT,
    WHITE,
    WINDOW,
    building,
    circle,
    cloud,
    ground,
    hills,
    house,
    path,
    pine,
    poly,
    rect,
    snow,
    sun,
    svg,
    tree,
    window,
)


def home_summer() -> str:
    """A house with a picket fence and two trees on a sunny day."""
    fence = "".join(rect(x, 500, 14, 62, CREAM, rx=3) for x in range(60, 1150, 34) if not 470 < x < 760)
    return svg(
        sun(960, 130, 60), cloud(250, 120, 80), cloud(620, 90, 55, opacity=0.9),
        hills(560, [(200, 430), (600, 470), (1000, 420)], SAGE),
        ground(540, MEADOW),
        tree(210, 560, 60, TEAL), tree(1010, 560, 52, TEAL_LIGHT),
        house(455, 560, 330, 190, roof=NAVY_MID, door=CORAL),
        rect(50, 520, 420, 10, CREAM), rect(760, 520, 400, 10, CREAM), fence,
        path("M575,675 L600,560 L640,560 L665,675 Z", fill=PAVEMENT),
        background=SKY,
    )


def home_winter() -> str:
    """A snowy house with icicles and smoke from the chimney: frozen pipes, ice dams."""
    icicles = "".join(poly([(x, 372), (x + 12, 372), (x + 6, 372 + 14 + (x * 7) % 22)], WHITE)
                      for x in range(430, 780, 26))
    smoke = "".join(circle(690 + i * 22, 150 - i * 34, 16 + i * 5, WHITE, opacity=0.7 - i * 0.12)
                    for i in range(4))
    return svg(
        snow(70, seed=11, y1=520),
        hills(560, [(150, 420), (500, 450), (900, 400)], SKY_GREY),
        ground(530, WHITE),
        pine(170, 560, 190, NAVY_MID, snow_caps=True), pine(300, 565, 140, NAVY, snow_caps=True),
        pine(1040, 565, 210, NAVY_MID, snow_caps=True),
        smoke,
        house(420, 560, 360, 190, roof=NAVY, door=TEAL, snow_roof=True),
        icicles,
        rect(560, 470, 44, 50, GOLD, rx=3, opacity=0.0),
        background="#dfe8ef",
    )


def home_two_family() -> str:
    """A two-family house with two front doors and a porch: landlords and rentals."""
    base = 570
    x, w, h = 380, 440, 300
    top = base - h
    floors = [window(x + 50 + i * 120, top + 40, 70, 80) for i in range(3)]
    floors += [window(x + 50, top + 170, 70, 80), window(x + 320, top + 170, 70, 80)]
    return svg(
        cloud(210, 130, 70), cloud(1000, 170, 60, opacity=0.9),
        building(70, base, 220, 250, TAUPE, 2, 3),
        building(900, base, 240, 210, "#b0c4d8", 2, 2),
        ground(base, PAVEMENT), rect(0, base + 30, 1200, 8, "#b5b7b1"),
        rect(x, top, w, h, CREAM),
        poly([(x - 30, top + 4), (x + w / 2, top - 120), (x + w + 30, top + 4)], NAVY),
        window(x + w / 2 - 30, top - 70, 60, 50),
        *floors,
        rect(x - 20, base - 120, w + 40, 16, NAVY_MID),
        rect(x + 165, base - 104, 44, 104, TEAL, rx=4), rect(x + 231, base - 104, 44, 104, CORAL, rx=4),
        *[rect(x + px, base - 104, 10, 104, NAVY_MID) for px in (-10, 140, 290, w)],
        tree(250, base, 46, TEAL), tree(960, base, 40, TEAL_LIGHT),
        background=SKY,
    )


def home_condos() -> str:
    """A row of townhouse condos sharing walls and one roof line: the association's master policy."""
    base = 560
    units = []
    colours = [CREAM, "#e9decd", CREAM, "#e9decd"]
    doors = [TEAL, CORAL, NAVY_MID, GOLD]
    for i in range(4):
        x = 170 + i * 215
        units.append(rect(x, base - 260, 215, 260, colours[i]))
        units.append(poly([(x, base - 260), (x + 107, base - 340), (x + 215, base - 260)], NAVY))
        units.append(window(x + 40, base - 230, 56, 62))
        units.append(window(x + 120, base - 230, 56, 62))
        units.append(window(x + 30, base - 130, 60, 64))
        units.append(rect(x + 125, base - 110, 50, 110, doors[i], rx=4))
        units.append(rect(x + 112, base - 124, 76, 12, NAVY_MID))
    dividers = [rect(170 + i * 215 - 4, base - 270, 8, 270, STEEL) for i in range(1, 4)]
    return svg(
        sun(1060, 110, 50), cloud(180, 110, 60), cloud(700, 80, 50, opacity=0.9),
        hills(560, [(300, 380), (800, 420)], SAGE),
        *units, *dividers,
        ground(base, PAVEMENT), rect(0, base, 1200, 10, SLATE),
        *[tree(x, base + 6, 26, TEAL) for x in (120, 1110)],
        background=MIST,
    )


def home_inventory() -> str:
    """A living room seen through a cut-away house, with a checklist: the home inventory."""
    base = 590
    return svg(
        rect(180, 150, 840, base - 150, CREAM),
        poly([(140, 154), (600, 40), (1060, 154)], NAVY),
        rect(180, base - 14, 840, 14, CLAY),
        # sofa, lamp, picture, television
        rect(260, 420, 300, 110, TEAL, rx=22), rect(240, 450, 50, 110, TEAL, rx=16),
        rect(530, 450, 50, 110, TEAL, rx=16), rect(285, 470, 250, 60, "#2e8f98", rx=12),
        rect(620, 300, 8, 270, SLATE), path("M584,300 L664,300 L644,250 L604,250 Z", fill=GOLD),
        rect(330, 250, 160, 110, WINDOW, rx=4), path("M340,350 L390,300 L430,330 L480,280 L480,350 Z",
                                                      fill=SAGE),
        rect(720, 360, 220, 140, NAVY, rx=8), rect(735, 375, 190, 110, "#2d5a86", rx=4),
        rect(790, 500, 80, 70, SLATE, rx=4),
        # clipboard with ticks
        rect(880, 190, 190, 250, TAUPE, rx=14), rect(900, 215, 150, 210, WHITE, rx=6),
        rect(945, 180, 60, 30, SLATE, rx=8),
        *[path(f"M920,{255 + i * 45} l10,12 l20,-22", stroke=TEAL, width=6) for i in range(3)],
        *[rect(965, 252 + i * 45, 70, 10, SKY_GREY, rx=5) for i in range(3)],
        background=SKY,
    )


SCENES = {
    "home-1": home_summer,
    "home-2": home_winter,
    "home-3": home_two_family,
    "home-4": home_condos,
    "home-5": home_inventory,
}
