"""Illustrations for posts about boats and floods: a marina, a launch ramp, a raised house, a flooded street."""

from tools.illustrations.draw import (
    CLAY,
    CORAL,
    CREAM,
    GOLD,
    NAVY,
    NAVY_MID,
    PAVEMENT,
    SAGE,
    SAND,
    SEA_DEEP,
    SKY,
    SKY_GREY,
    SLATE,
    STEEL,
    TAUPE,
    TEAL,
    TEAL_LIGHT,
    WHITE,
    WINDOW,
    birds,
    car,
    circle,
    cloud,
    ground,
    hills,
    house,
    line,
    path,
    poly,
    rain,
    rect,
    sea,
    sun,
    svg,
    tree,
)


def _motorboat(x: float, waterline: float, scale: float = 1, hull: str = CREAM,
               stripe: str = TEAL) -> str:
    s = scale
    return "".join([
        path(f"M{x},{waterline - 70 * s} L{x + 380 * s},{waterline - 70 * s} L{x + 330 * s},{waterline} "
             f"L{x + 40 * s},{waterline} Z", fill=hull),
        rect(x + 20 * s, waterline - 52 * s, 340 * s, 12 * s, stripe),
        path(f"M{x + 120 * s},{waterline - 70 * s} L{x + 150 * s},{waterline - 130 * s} "
             f"L{x + 270 * s},{waterline - 130 * s} L{x + 290 * s},{waterline - 70 * s} Z", fill=WHITE),
        path(f"M{x + 160 * s},{waterline - 84 * s} L{x + 176 * s},{waterline - 120 * s} "
             f"L{x + 262 * s},{waterline - 120 * s} L{x + 272 * s},{waterline - 84 * s} Z", fill=WINDOW),
        line(x + 210 * s, waterline - 130 * s, x + 210 * s, waterline - 170 * s, SLATE, 5 * s),
    ])


def boat_marina() -> str:
    """A motorboat tied up at a dock, with pilings and gulls."""
    pilings = "".join(rect(x, 380, 22, 150, CLAY) + rect(x - 2, 374, 26, 10, NAVY) for x in (620, 820, 1020))
    return svg(
        sun(180, 120, 54), cloud(520, 110, 64), cloud(980, 90, 50, opacity=0.9),
        birds([(760, 150), (820, 120), (880, 160)]),
        hills(330, [(300, 280), (900, 300)], SAGE),
        sea(320, seed=7),
        rect(560, 420, 640, 26, TAUPE), *[rect(x, 420, 4, 26, CLAY) for x in range(580, 1200, 48)],
        pilings,
        _motorboat(120, 500, 1.25),
        path("M560,440 Q520,470 520,500", stroke=SLATE, width=4),
        *[rect(170 + i * 60, 540 + i * 22, 300 - i * 60, 8, SEA_DEEP, rx=4) for i in range(3)],
        background=SKY,
    )


def boat_launch() -> str:
    """An SUV backing a boat on its trailer down the launch ramp."""
    base = 520
    trailer = [line(560, base - 30, 900, base - 30, SLATE, 10), circle(760, base - 22, 26, NAVY),
               circle(760, base - 22, 12, STEEL)]
    return svg(
        sun(1020, 110, 52), cloud(300, 110, 60),
        hills(400, [(200, 330), (700, 360)], SAGE),
        sea(400, seed=9),
        poly([(0, 430), (700, 430), (1200, 560), (1200, 675), (0, 675)], PAVEMENT),
        poly([(0, 520), (1200, 520), (1200, 675), (0, 675)], "#c3cbc4", opacity=0.0),
        ground(560, "#c3cbc4"),
        car(260, 560, 1.1, body=NAVY_MID),
        *trailer,
        _motorboat(600, base - 40, 0.95, hull=WHITE, stripe=CORAL),
        tree(90, 430, 40, TEAL),
        background=SKY,
    )


def boat_harbor() -> str:
    """A harbour of moored sailboats below a lighthouse."""
    def sailboat(x: float, y: float, s: float, sail: str) -> str:
        return (poly([(x, y - 150 * s), (x, y - 20 * s), (x + 90 * s, y - 20 * s)], sail)
                + poly([(x - 8, y - 130 * s), (x - 8, y - 20 * s), (x - 70 * s, y - 20 * s)], CREAM)
                + rect(x - 4, y - 160 * s, 6, 145 * s, SLATE)
                + path(f"M{x - 100 * s},{y - 14 * s} L{x + 110 * s},{y - 14 * s} L{x + 80 * s},{y + 10 * s} "
                       f"L{x - 76 * s},{y + 10 * s} Z", fill=NAVY))
    return svg(
        cloud(420, 110, 56), cloud(900, 150, 70), birds([(600, 120), (650, 100)]),
        hills(360, [(150, 250), (420, 300), (700, 340)], SAGE),
        rect(160, 140, 50, 140, CREAM), rect(152, 124, 66, 22, CORAL), rect(168, 96, 34, 30, GOLD),
        rect(152, 270, 66, 14, NAVY),
        sea(350, seed=12),
        sailboat(420, 470, 1.0, TEAL_LIGHT), sailboat(720, 520, 1.3, CORAL), sailboat(1020, 450, 0.8, GOLD),
        background=SKY,
    )


def flood_raised_house() -> str:
    """A house raised on piers above high water, with sandbags and rain."""
    bags = "".join(rect(80 + (i % 5) * 64 + (i // 5) * 32, 520 - (i // 5) * 30, 60, 30, SAND, rx=12)
                   for i in range(9))
    piers = "".join(rect(x, 420, 22, 150, SLATE) for x in (560, 660, 760, 860))
    return svg(
        cloud(260, 120, 90, SKY_GREY), cloud(880, 100, 100, "#b8c6d4"),
        rain(80, 1150, 170, 400, 60, seed=21, color="#8fa6bd"),
        rect(530, 410, 380, 16, NAVY_MID), piers,
        house(540, 410, 340, 170, door=TEAL),
        sea(500, seed=15, fill="#4f7d96"),
        bags,
        rect(1030, 330, 12, 280, CREAM), *[rect(1042, 350 + i * 40, 18, 6, NAVY) for i in range(6)],
        background="#cfd9e3",
    )


def flood_street() -> str:
    """A street of houses with water over the road and a flood warning sign."""
    houses = [house(60, 470, 220, 130, door=CORAL, chimney=False),
              house(450, 470, 250, 150, roof=NAVY_MID, door=TEAL),
              house(880, 470, 230, 135, door=GOLD, chimney=False)]
    sign = (rect(770, 350, 10, 200, SLATE)
            + poly([(775, 270), (835, 330), (775, 390), (715, 330)], GOLD)
            + rect(771, 300, 8, 36, NAVY, rx=3) + circle(775, 350, 5, NAVY))
    return svg(
        cloud(300, 90, 80, "#b8c6d4"), cloud(820, 110, 90, SKY_GREY),
        rain(40, 1160, 150, 320, 50, seed=8, color="#8fa6bd"),
        *houses, ground(470, "#c3cbc4"),
        sea(500, seed=18, fill="#5b87a5", line_color="#8db4cc", spacing=30),
        sign,
        background="#d3dde6",
    )


SCENES = {
    "boat-1": boat_marina,
    "boat-2": boat_launch,
    "boat-3": boat_harbor,
    "flood-1": flood_raised_house,
    "flood-2": flood_street,
}
