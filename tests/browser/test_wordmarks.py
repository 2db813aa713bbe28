"""The insurers' wordmarks (tools/wordmarks.py, run as maintainers run it, in Chromium): a new
insurer gets one, generated ones are redrawn, a logo the agency put there is never touched."""

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from tests.conftest import LIVE_CONTENT, PROJECT_ROOT, make_content_copy
from tools.wordmarks import MARKER, is_generated, split_name


def test_names_are_set_as_a_small_line_above_main_lines_and_a_small_line_below() -> None:
    assert split_name("The Hartford") == ("The", ["Hartford"], "")
    assert split_name("Safeco Insurance") == ("", ["Safeco"], "Insurance")
    assert split_name("National Flood Insurance Program (NFIP)") == (
        "", ["National", "Flood"], "Insurance Program")
    assert split_name("Berkshire Hathaway GUARD") == ("", ["Berkshire", "Hathaway"], "GUARD")
    assert split_name("Chubb") == ("", ["Chubb"], "")
    assert split_name("Insurance") == ("", ["Insurance"], "")


def _run(content: Path) -> str:
    done = subprocess.run([sys.executable, "-m", "tools.wordmarks", "--content", str(content)],
                          cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=120, check=True)
    return done.stdout


@pytest.mark.long  # started first: tests/browser/scheduling.py
def test_new_insurer_gets_a_wordmark_and_a_real_logo_is_kept(tmp_path: Path) -> None:
    """Over 10 s on two cores: `python -m tools.wordmarks` (make wordmarks) run as a maintainer
    runs it, which starts Chromium and draws each of three insurers in it."""
    content = make_content_copy(tmp_path / "content")
    companies_file = content / "companies.json"
    # Three insurers stand for all (each drawing takes Chromium about a second): one with a
    # generated wordmark, one the agency gave a real logo, and a new one.
    hartford, chubb = json.loads(companies_file.read_text("utf-8"))[0:9:8]
    hartford_logo = content / hartford["logo"].removeprefix("/")
    assert chubb["name"] == "Chubb" and is_generated(hartford_logo)
    real_logo = content / "media/logos/chubb-real.png"
    Image.new("RGBA", (200, 80), (200, 30, 30, 255)).save(real_logo)
    chubb["logo"] = "/media/logos/chubb-real.png"
    harbor = {"name": "Harbor Mutual Insurance", "category": "Auto", "phones": [],
              "website": "https://harbor-mutual.example",
              "logo": "/media/logos/harbor-mutual.png"}
    companies_file.write_text(json.dumps([hartford, chubb, harbor], indent=2) + "\n", "utf-8")
    real_bytes = real_logo.read_bytes()

    output = _run(content)

    assert output == "drew 2 wordmarks: The Hartford, Harbor Mutual Insurance\n"
    after = json.loads(companies_file.read_text("utf-8"))
    assert after[2]["logo"] == "/media/logos/harbor-mutual-insurance.webp"
    assert after[1]["logo"] == "/media/logos/chubb-real.png"
    assert real_logo.read_bytes() == real_bytes and not is_generated(real_logo)
    assert is_generated(hartford_logo)
    drawn = content / "media/logos/harbor-mutual-insurance.webp"
    with Image.open(drawn) as image:
        assert image.format == "WEBP" and image.size == (360, 144)
        assert MARKER in image.info["xmp"]
        pixels = image.convert("RGBA")
        alpha = pixels.getchannel("A")
        # Type on a transparent ground: clear corners, ink in the middle, in the site's navy.
        ink = alpha.getbbox()
        assert alpha.getpixel((0, 0)) == 0 and ink is not None
        # Set large enough to fill the box: at least half its width.
        assert ink[2] - ink[0] > 180, ink
        inked = [pixels.getpixel((x, y)) for x in range(0, 360, 2) for y in range(0, 144, 2)]
        inked = [pixel for pixel in inked if isinstance(pixel, tuple) and pixel[3] == 255]
        assert any(pixel[:3] == (0x10, 0x2A, 0x4C) for pixel in inked)

    # Run again: generated wordmarks are redrawn the same; nothing else changes.
    before = drawn.read_bytes()
    _run(content)
    assert drawn.read_bytes() == before
    assert json.loads(companies_file.read_text("utf-8")) == after


def test_committed_logos_are_the_generated_wordmarks() -> None:
    companies = json.loads((LIVE_CONTENT / "companies.json").read_text("utf-8"))
    for company in companies:
        path = LIVE_CONTENT / company["logo"].removeprefix("/")
        assert is_generated(path), company["name"]
        with Image.open(io.BytesIO(path.read_bytes())) as image:
            assert image.size == (360, 144)
