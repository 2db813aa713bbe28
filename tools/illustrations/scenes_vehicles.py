"""Illustrations for posts about cars and motorcycles: an autumn road, a classic car, a coastal ride, a driving lesson."""

from tools.illustrations.draw import (
    CORAL,
    CREAM,
    GOLD,
    MEADOW,
    NAVY,
    NAVY_MID,
    PAVEMENT,
    ROAD,
    SAGE,
    SAND,
    SKY,
    SLATE,
    STEEL,
    TEAL,
    TEAL_LIGHT,
    WHITE,
    WINDOW,
    birds,
    car,
    circle,
    cloud,
    ellipse,
    ground,
    hills,
    line,
    path,
    poly,
    rect,
    sea,
    sun,
    svg,
    tree,
)


def _road(y: float, h: float = 70) -> str:
    dashes = "".join(rect(x, y + h / 2 - 4, 60, 8, GOLD, rx=4) for x in range(30, 1200, 130))
    return rect(0, y, 1200, h, ROAD) + dashes


def auto_autumn_road() -> str:
    """A car on a country road between autumn trees."""
    trees = [tree(x, 520, r, fill) for x, r, fill in
             [(120, 50, CORAL), (260, 62, GOLD), (420, 44, TEAL), (820, 58, GOLD), (980, 48, CORAL),
              (1110, 60, TEAL)]]
    return svg(
        sun(600, 120, 58), cloud(250, 110, 62), cloud(930, 140, 70),
        hills(520, [(250, 350), (650, 400), (1050, 330)], SAGE),
        ground(500, MEADOW), *trees,
        _road(540, 80), ground(620, "#c3cbc4"),
        car(450, 600, 1.05, body=NAVY_MID),
        background=SKY,
    )


def auto_classic() -> str:
    """A two-tone classic car with whitewall tyres in front of an open garage: agreed value."""
    base = 575
    body = [
        path(f"M300,{base - 40} Q300,{base - 110} 380,{base - 112} L470,{base - 116} Q520,{base - 190} "
             f"640,{base - 190} Q760,{base - 190} 800,{base - 118} L880,{base - 110} Q940,{base - 104} "
             f"940,{base - 40} Z", fill=TEAL),
        path(f"M486,{base - 118} Q530,{base - 176} 636,{base - 176} Q740,{base - 176} 780,{base - 118} Z",
             fill=CREAM),
        path(f"M508,{base - 122} Q540,{base - 164} 610,{base - 166} L610,{base - 122} Z", fill=WINDOW),
        path(f"M628,{base - 166} Q720,{base - 164} 756,{base - 122} L628,{base - 122} Z", fill=WINDOW),
        rect(300, base - 70, 640, 14, CREAM), rect(292, base - 46, 60, 14, STEEL, rx=6),
        rect(890, base - 46, 60, 14, STEEL, rx=6), ellipse(920, base - 86, 14, 12, GOLD),
    ]
    wheels = "".join(circle(x, base - 30, 38, NAVY) + circle(x, base - 30, 24, WHITE)
                     + circle(x, base - 30, 12, STEEL) for x in (420, 820))
    garage = [rect(180, 170, 840, 410, "#e9decd"), poly([(150, 176), (600, 60), (1050, 176)], NAVY),
              rect(260, 240, 680, 340, "#56627a"), *[rect(260, 240 + i * 34, 680, 4, SLATE)
                                                   for i in range(1, 4)]]
    return svg(*garage, ground(575, PAVEMENT), rect(0, 575, 1200, 8, "#b5b7b1"), *body, wheels,
               tree(90, 575, 40, TEAL), tree(1115, 575, 46, TEAL_LIGHT), background=SKY)


def _motorcycle(x: float, base: float) -> str:
    wheels = "".join(circle(cx, base - 42, 42, NAVY) + circle(cx, base - 42, 20, STEEL)
                     for cx in (x, x + 220))
    return wheels + "".join([
        path(f"M{x},{base - 42} L{x + 70},{base - 110} L{x + 160},{base - 110} L{x + 220},{base - 42}",
             stroke=SLATE, width=10),
        path(f"M{x + 60},{base - 110} Q{x + 110},{base - 160} {x + 170},{base - 120} L{x + 150},{base - 96} "
             f"L{x + 80},{base - 96} Z", fill=CORAL),
        rect(x + 10, base - 124, 80, 18, NAVY, rx=9),
        line(x + 200, base - 120, x + 230, base - 160, SLATE, 8), rect(x + 214, base - 172, 40, 10, NAVY, rx=5),
        # rider
        path(f"M{x + 80},{base - 118} L{x + 130},{base - 200} L{x + 175},{base - 190} L{x + 150},{base - 116} Z",
             fill=NAVY_MID),
        line(x + 150, base - 180, x + 220, base - 160, NAVY_MID, 16),
        circle(x + 148, base - 226, 28, TEAL), rect(x + 150, base - 236, 30, 14, NAVY, rx=6),
    ])


def auto_motorcycle() -> str:
    """A motorcycle on a shore road past a lighthouse."""
    return svg(
        sun(980, 120, 50), cloud(300, 120, 60), birds([(700, 110), (760, 140)]),
        sea(330, 480, seed=4),
        hills(340, [(120, 300), (300, 320)], SAGE),
        rect(170, 200, 46, 110, CREAM), rect(164, 186, 58, 20, CORAL), rect(178, 160, 30, 28, GOLD),
        ground(480, SAND), rect(0, 520, 1200, 80, ROAD),
        *[rect(x, 556, 60, 8, CREAM, rx=4) for x in range(40, 1200, 140)],
        ground(600, MEADOW), _motorcycle(470, 560),
        background=SKY,
    )


def auto_lesson() -> str:
    """A practice lot with cones, a stop sign and a small car: a new teen driver."""
    cones = "".join(poly([(x, 560), (x + 20, 500), (x + 40, 560)], CORAL) + rect(x + 9, 526, 22, 8, WHITE)
                    + rect(x - 6, 556, 52, 10, CORAL, rx=3) for x in (160, 300, 860, 1000))
    stop = path("M1080,240 l30,0 l22,22 l0,30 l-22,22 l-30,0 l-22,-22 l0,-30 Z", fill=CORAL) + rect(
        1090, 336, 10, 230, SLATE) + rect(1076, 272, 38, 10, WHITE, rx=4)
    lines = "".join(rect(x, 600, 14, 75, WHITE, opacity=0.8) for x in range(120, 1200, 200))
    return svg(
        cloud(240, 120, 64), cloud(700, 90, 48, opacity=0.9), sun(920, 130, 52),
        hills(480, [(200, 380), (700, 420), (1100, 360)], SAGE),
        ground(470, MEADOW), rect(0, 520, 1200, 155, ROAD), lines, cones,
        tree(80, 470, 40, TEAL), tree(560, 470, 34, TEAL_LIGHT),
        car(430, 590, 1.15, body=CORAL, roof=CREAM), stop,
        background=SKY,
    )


SCENES = {
    "auto-1": auto_autumn_road,
    "auto-2": auto_classic,
    "auto-3": auto_motorcycle,
    "auto-4": auto_lesson,
}

