"""Typeset wordmarks of the insurers in companies.json, for the logo column until the agency adds
real logos.

    uv run python -m tools.wordmarks                 # every insurer without a logo of its own
    uv run python -m tools.wordmarks --content DIR   # another content folder

Each wordmark is the company's full name set in Libre Franklin in the site's navy and teal, on a
transparent 120 by 48 box drawn at three times that size, saved as content/media/logos/<name>.webp
with a marker in its metadata. A logo file without the marker is the agency's own (a real logo it
has permission to use) and is never replaced; companies.json is pointed at each new wordmark.
"""

import argparse
import base64
import html
import io
import json
import re
from pathlib import Path

from PIL import Image

from service.store.atomic import write_bytes_atomic
from tools.render import chromium_page, screenshot

ROOT = Path(__file__).resolve().parents[1]
FONT_DIR = ROOT / "node_modules" / "@fontsource" / "libre-franklin" / "files"
MARKER = b"harbor-point-generated-wordmark"
BOX = (120, 48)
SCALE = 3
NAVY = "#102a4c"
TEAL = "#106a5f"
# Words set small and spaced below the name: what kind of company it is, not its name.
DESCRIPTORS = {"insurance", "program", "group", "company", "companies", "guard", "mutual"}


def split_name(name: str) -> tuple[str, list[str], str]:
    """(small line above, main lines, small line below) of a company name."""
    words = re.sub(r"\s*\([^)]*\)", "", name).split()
    above = ""
    if len(words) > 1 and words[0].lower() == "the":
        above, words = words[0], words[1:]
    below: list[str] = []
    while len(words) > 1 and words[-1].lower() in DESCRIPTORS:
        below.insert(0, words.pop())
    main = " ".join(words)
    if len(main) > 12 and len(words) > 1:
        def imbalance(i: int) -> int:
            return abs(len(" ".join(words[:i])) - len(" ".join(words[i:])))
        cut = min(range(1, len(words)), key=imbalance)
        lines = [" ".join(words[:cut]), " ".join(words[cut:])]
    else:
        lines = [main]
    return above, lines, " ".join(below)


def wordmark_page(name: str) -> str:
    """An HTML page with the wordmark filling a 120 by 48 box, shrunk to fit."""
    above, lines, below = split_name(name)
    fonts = "".join(f"@font-face{{font-family:Franklin;font-weight:{weight};"
                    f"src:url(data:font/woff2;base64,{_font(weight)}) format('woff2')}}"
                    for weight in (600, 700))
    main = "".join(f'<div class="main">{html.escape(line)}</div>' for line in lines)
    return f"""<!doctype html><html><head><style>{fonts}
html,body{{margin:0;background:transparent}}
#box{{width:{BOX[0]}px;height:{BOX[1]}px;box-sizing:border-box;padding:2px 0;display:flex;
flex-direction:column;align-items:center;justify-content:center;font-family:Franklin;text-align:center;overflow:hidden}}
.main{{font-weight:700;color:{NAVY};font-size:var(--size);line-height:1.02;letter-spacing:-0.01em;
white-space:nowrap}}
.small{{font-weight:600;color:{TEAL};font-size:calc(var(--size) * 0.42);letter-spacing:0.16em;
text-transform:uppercase;line-height:1.25;white-space:nowrap;margin:1px 0}}
</style></head><body><div id="box">{_small(above)}{main}{_small(below)}</div>
<script>
document.fonts.ready.then(() => {{
  const box = document.getElementById('box');
  for (let size = 18; size >= 8; size -= 0.25) {{
    box.style.setProperty('--size', size + 'px');
    const wide = Math.max(...[...box.children].map((child) => child.getBoundingClientRect().width));
    if (wide <= {BOX[0] - 4} && box.scrollHeight <= {BOX[1]}) break;
  }}
  document.body.dataset.ready = '1';
}});
</script></body></html>"""


def _font(weight: int) -> str:
    data = (FONT_DIR / f"libre-franklin-latin-{weight}-normal.woff2").read_bytes()
    return base64.b64encode(data).decode()


def _small(text: str) -> str:
    return f'<div class="small">{html.escape(text)}</div>' if text else ""


def slug_of(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", re.sub(r"\([^)]*\)", "", name).lower()).strip("-")


def is_generated(path: Path) -> bool:
    """Whether path is a wordmark this script made (not a logo the agency put there)."""
    try:
        with Image.open(path) as image:
            return MARKER in (image.info.get("xmp") or b"")
    except OSError:
        return False


def make_wordmarks(content: Path) -> list[str]:
    """Draw a wordmark for every insurer whose logo is missing or generated; answers the names."""
    companies_file = content / "companies.json"
    companies = json.loads(companies_file.read_text("utf-8"))
    media = content / "media"
    todo = [company for company in companies
            if not (media / company["logo"].removeprefix("/media/")).is_file()
            or is_generated(media / company["logo"].removeprefix("/media/"))]
    if not todo:
        return []
    with chromium_page(*BOX, scale=SCALE) as page:
        for company in todo:
            image = screenshot(page, wordmark_page(company["name"]), transparent=True,
                               ready="body[data-ready]")
            target = f"logos/{slug_of(company['name'])}.webp"
            write_bytes_atomic(media / target, _webp_with_marker(image))
            company["logo"] = f"/media/{target}"
    text = json.dumps(companies, indent=2, ensure_ascii=False) + "\n"
    if text != companies_file.read_text("utf-8"):
        write_bytes_atomic(companies_file, text.encode("utf-8"))
    return [company["name"] for company in todo]


def _webp_with_marker(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, "WEBP", lossless=True, quality=100, method=6, xmp=MARKER)
    return out.getvalue()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--content", type=Path, default=ROOT / "content", help="the content folder")
    args = parser.parse_args()
    drawn = make_wordmarks(args.content)
    print(f"drew {len(drawn)} wordmarks" + (": " + ", ".join(drawn) if drawn else ""))


if __name__ == "__main__":
    main()
