"""Illustrations for posts about businesses and insurance in general: offices, a building site, a work van,
a warehouse, the agency's own office, a policy at renewal, comparing quotes."""

from tools.illustrations.draw import (
    CLAY,
    CORAL,
    CREAM,
    GOLD,
    MIST,
    NAVY,
    NAVY_MID,
    PAVEMENT,
    SAGE,
    SAND,
    SAND_LIGHT,
    SKY,
    SKY_GREY,
    SLATE,
    STEEL,
    TAUPE,
    TEAL,
    TEAL_LIGHT,
    TEAL_PALE,
    WHITE,
    WINDOW,
    building,
    check_badge,
    circle,
    cloud,
    ellipse,
    ground,
    hills,
    line,
    path,
    poly,
    rect,
    shield,
    sun,
    svg,
    tree,
    window,
)


def business_offices() -> str:
    """Office buildings downtown with a briefcase in front."""
    base = 580
    return svg(
        cloud(200, 100, 56), cloud(1000, 80, 46, opacity=0.9),
        building(90, base, 230, 330, "#b0c4d8", 3, 5),
        building(350, base, 260, 460, NAVY_MID, 4, 7, glass=WINDOW, lit={2, 9, 15, 20, 25}, cap=NAVY),
        building(640, base, 220, 380, TAUPE, 3, 6),
        building(890, base, 230, 290, CLAY, 3, 4),
        ground(base, PAVEMENT), rect(0, base, 1200, 10, SLATE),
        tree(620, base, 30, TEAL), tree(1150, base, 28, TEAL_LIGHT),
        rect(470, 470, 220, 150, CORAL, rx=16), rect(540, 440, 80, 40, "none", rx=12),
        path("M545,472 L545,450 Q545,440 555,440 L605,440 Q615,440 615,450 L615,472", stroke=NAVY, width=10),
        rect(470, 530, 220, 14, "#c86a4a"), rect(566, 522, 28, 30, GOLD, rx=4),
        background=SKY,
    )


def business_construction() -> str:
    """A building going up: steel frame, tower crane and a hard hat: contractors and surety bonds."""
    base = 580
    frame = []
    for floor in range(5):
        y = base - 70 * (floor + 1)
        frame.append(rect(430, y, 380, 10, CORAL))
    for x in (430, 555, 680, 800):
        frame.append(rect(x, base - 350, 10, 350, CORAL))
    frame += [line(440, base - 70 * k, 555, base - 70 * (k + 1), "#c86a4a", 4) for k in range(4)]
    crane = [rect(960, 120, 22, base - 120, GOLD), rect(620, 110, 520, 18, GOLD), rect(1080, 128, 50, 40, NAVY),
             line(700, 128, 700, 260, SLATE, 3), rect(680, 258, 42, 24, NAVY_MID),
             poly([(956, 110), (971, 70), (986, 110)], GOLD)]
    hat = (path("M140,560 Q140,470 220,470 Q300,470 300,560 Z", fill=GOLD)
           + rect(120, 552, 200, 18, "#d6a24f", rx=9) + rect(212, 470, 16, 86, "#d6a24f"))
    return svg(
        cloud(250, 120, 60), sun(1100, 60, 0.1),
        hills(580, [(300, 440), (900, 470)], SAGE),
        *frame, *crane,
        ground(base, SAND), rect(0, base, 1200, 8, CLAY),
        hat, rect(860, 520, 120, 60, TAUPE, rx=4), rect(880, 500, 80, 20, TAUPE, rx=4),
        background=SKY,
    )


def business_van() -> str:
    """A tradesman's van with a ladder on the roof outside a small workshop."""
    base = 585
    van = [
        path(f"M330,{base - 40} L330,{base - 230} Q330,{base - 250} 350,{base - 250} L700,{base - 250} "
             f"Q760,{base - 250} 790,{base - 180} L850,{base - 130} Q870,{base - 120} 870,{base - 90} "
             f"L870,{base - 40} Z", fill=WHITE),
        path(f"M710,{base - 236} Q750,{base - 236} 772,{base - 180} L712,{base - 180} Z", fill=WINDOW),
        rect(330, base - 120, 540, 16, TEAL), rect(380, base - 200, 250, 50, TEAL_PALE, rx=8),
        rect(400, base - 186, 120, 10, TEAL, rx=5), rect(400, base - 168, 180, 8, TEAL_LIGHT, rx=4),
        rect(360, base - 276, 360, 10, SLATE), *[rect(380 + i * 40, base - 284, 8, 26, SLATE) for i in range(9)],
        rect(846, base - 96, 24, 14, GOLD, rx=4),
        *[circle(x, base - 36, 36, NAVY) + circle(x, base - 36, 16, STEEL) for x in (430, 770)],
    ]
    shop = [rect(40, base - 330, 440, 330, "#e9decd"), rect(20, base - 350, 480, 28, NAVY),
            rect(90, base - 250, 250, 250, SLATE), *[rect(90, base - 250 + i * 40, 250, 4, "#4c5566")
                                                     for i in range(1, 6)],
            window(380, base - 250, 70, 90)]
    return svg(
        cloud(760, 110, 66), sun(1060, 130, 50),
        hills(base, [(700, 420), (1100, 440)], SAGE),
        *shop, ground(base, PAVEMENT), rect(0, base, 1200, 8, "#b5b7b1"), *van,
        tree(1000, base, 48, TEAL),
        background=SKY,
    )


def business_warehouse() -> str:
    """Inside a warehouse: shelves of boxes and a forklift: workers and their workplace."""
    base = 590
    shelves = []
    for col, x in enumerate((80, 380)):
        shelves.append(rect(x, 140, 14, base - 140, SLATE))
        shelves.append(rect(x + 260, 140, 14, base - 140, SLATE))
        for level in range(4):
            y = 230 + level * 110
            shelves.append(rect(x, y, 274, 12, NAVY_MID))
            for b in range(3):
                colour = (SAND, TAUPE, CLAY)[(b + level + col) % 3]
                shelves.append(rect(x + 22 + b * 80, y - 70, 68, 70, colour, rx=4))
                shelves.append(rect(x + 46 + b * 80, y - 70, 20, 70, SAND_LIGHT, opacity=0.6))
    forklift = [
        rect(820, base - 200, 150, 150, GOLD, rx=10), rect(840, base - 300, 10, 110, NAVY),
        rect(950, base - 300, 10, 110, NAVY), rect(835, base - 306, 130, 12, NAVY),
        rect(980, base - 260, 14, 240, SLATE), rect(994, base - 60, 110, 12, SLATE),
        rect(1000, base - 160, 90, 90, SAND, rx=4), rect(1030, base - 160, 28, 90, SAND_LIGHT),
        circle(860, base - 36, 36, NAVY), circle(860, base - 36, 14, STEEL),
        circle(950, base - 30, 30, NAVY), circle(950, base - 30, 12, STEEL),
    ]
    return svg(
        rect(0, 0, 1200, 90, "#c9d3dc"), *[rect(x, 20, 180, 50, WINDOW, rx=4) for x in (60, 420, 780)],
        *shelves, ground(base, PAVEMENT), rect(0, base, 1200, 8, GOLD), *forklift,
        background=MIST,
    )


def general_agency_office() -> str:
    """A small agency office on a main road, with a shield over the door: the independent agent."""
    base = 580
    return svg(
        cloud(200, 110, 60), cloud(980, 90, 50, opacity=0.9), sun(760, 120, 46),
        building(40, base, 240, 300, TAUPE, 2, 3),
        building(920, base, 250, 260, "#b0c4d8", 2, 3),
        rect(300, base - 330, 600, 330, CREAM), rect(280, base - 350, 640, 28, NAVY),
        *[path(f"M{330 + i * 108},{base - 230} l108,0 l0,28 q-27,26 -54,0 q-27,26 -54,0 Z",
               fill=TEAL if i % 2 == 0 else TEAL_LIGHT) for i in range(5)],
        window(340, base - 190, 170, 150), window(690, base - 190, 170, 150),
        rect(550, base - 200, 100, 200, NAVY_MID, rx=4), circle(634, base - 100, 5, GOLD),
        shield(600, base - 318, 62),
        rect(330, base - 20, 540, 20, PAVEMENT),
        ground(base, PAVEMENT), rect(0, base + 10, 1200, 8, "#b5b7b1"),
        *[ellipse(x, base - 22, 24, 26, TEAL) + rect(x - 14, base - 10, 28, 20, SLATE, rx=3)
          for x in (320, 880)],
        background=SKY,
    )


def general_renewal() -> str:
    """A policy, a calendar page and a cup of coffee on a desk: the renewal review."""
    return svg(
        rect(0, 470, 1200, 205, CLAY), rect(0, 470, 1200, 14, "#a8826d"),
        rect(380, 90, 360, 460, WHITE, rx=10), rect(380, 90, 360, 70, NAVY, rx=10), rect(380, 140, 360, 20, NAVY),
        shield(560, 108, 30, outer=CREAM, inner=TEAL, face=NAVY),
        *[rect(420, 200 + i * 42, 280 - (i % 3) * 60, 12, SKY_GREY, rx=6) for i in range(6)],
        check_badge(440, 480, 24, TEAL_LIGHT), rect(480, 474, 160, 12, SKY_GREY, rx=6),
        # calendar
        rect(800, 170, 260, 240, CREAM, rx=12), rect(800, 170, 260, 60, CORAL, rx=12), rect(800, 210, 260, 20, CORAL),
        *[rect(826 + (i % 5) * 46, 250 + (i // 5) * 44, 30, 26, TEAL_PALE if i != 12 else TEAL, rx=4)
          for i in range(15)],
        rect(850, 156, 12, 34, NAVY, rx=6), rect(1000, 156, 12, 34, NAVY, rx=6),
        # coffee and pen
        rect(140, 340, 140, 160, CREAM, rx=18), path("M280,380 q50,0 50,40 q0,40 -50,40", stroke=CREAM, width=16),
        rect(140, 340, 140, 24, TAUPE, rx=12),
        *[path(f"M{180 + i * 30},320 q-12,-20 0,-40 q12,-20 0,-40", stroke=WHITE, width=6) for i in range(3)],
        line(760, 600, 960, 520, NAVY, 14), line(940, 528, 960, 520, GOLD, 14),
        background=MIST,
    )


def general_compare() -> str:
    """Three quotes side by side under a magnifying glass: an agent comparing companies."""
    cards = []
    for i, (x, top) in enumerate(((190, 180), (480, 140), (770, 180))):
        cards += [rect(x, top, 240, 320, WHITE, rx=14), rect(x, top, 240, 56, (TEAL, NAVY_MID, CLAY)[i], rx=14),
                  rect(x, top + 36, 240, 20, (TEAL, NAVY_MID, CLAY)[i]),
                  *[rect(x + 30, top + 90 + j * 40, 180 - (j % 2) * 50, 12, SKY_GREY, rx=6) for j in range(4)],
                  rect(x + 30, top + 260, 90, 26, (TEAL_PALE, SKY_GREY, SAND)[i], rx=13)]
    glass = (circle(700, 330, 110, NAVY) + circle(700, 330, 88, TEAL_PALE, opacity=0.85)
             + line(780, 410, 880, 520, NAVY, 34) + check_badge(700, 330, 46, TEAL, CREAM))
    return svg(
        circle(600, 340, 300, "#dbe7e7"), *cards, glass,
        ground(600, "#dbe4e4"),
        background=MIST,
    )


SCENES = {
    "business-1": business_offices,
    "business-2": business_construction,
    "business-3": business_van,
    "business-4": business_warehouse,
    "general-1": general_agency_office,
    "general-2": general_renewal,
    "general-3": general_compare,
}
