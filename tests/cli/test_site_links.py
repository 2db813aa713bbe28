"""The command line keeps to the same rules as the editor for links and embeds: `agency site
edit` and `agency check` refuse a link of another scheme (the model's HttpsUrl), a changed embed
must be of an origin AGENCY_EMBED_ORIGINS allows, and `agency doctor` names an embed not served."""

import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli.conftest import Agency, assert_one_red_line
from tests.conftest import commit_count
from tests.servers import self_signed

FORMS = "https://forms.example.net"


def site_with(content_dir: Path, section: str, field: str, value: Any) -> dict[str, Any]:
    site = json.loads((content_dir / "site.json").read_text("utf-8"))
    site[section][field] = value
    return dict(site)


def edit_site(agency: Agency, tmp_path: Path, site: dict[str, Any],
              env: dict[str, str] | None = None) -> Any:
    source = tmp_path / "site-edited.json"
    source.write_text(json.dumps(site, indent=2), "utf-8")
    return agency("site", "edit", "site", "--from", str(source), env=env)


@pytest.mark.parametrize("value", ["javascript:alert(1)", "JaVaScRiPt:alert(1)",
                                   "data:text/html,x", " https://www.example.com/"])
def test_site_edit_refuses_a_link_of_another_scheme(agency: Agency, content_dir: Path,
                                                    tmp_path: Path, value: str) -> None:
    before = commit_count(content_dir)
    line = assert_one_red_line(edit_site(agency, tmp_path,
                                         site_with(content_dir, "map", "linkUrl", value)))
    assert "map.linkUrl" in line and "https://" in line
    assert commit_count(content_dir) == before


def test_check_names_a_stored_link_of_another_scheme(agency: Agency, content_dir: Path) -> None:
    site = site_with(content_dir, "forms", "embedScriptUrl", "javascript:alert(1)")
    (content_dir / "site.json").write_text(json.dumps(site, indent=2) + "\n", "utf-8")
    result = agency("check")
    assert result.exit_code == 1
    assert any(line.startswith(f"{content_dir / 'site.json'}: ") and
               "forms.embedScriptUrl" in line for line in result.stderr.splitlines()), \
        result.stderr


def test_site_edit_holds_a_changed_embed_to_the_allowed_origins(
        agency: Agency, content_dir: Path, tmp_path: Path) -> None:
    before = commit_count(content_dir)
    site = site_with(content_dir, "forms", "embedScriptUrl", f"{FORMS}/embed.js")
    line = assert_one_red_line(edit_site(agency, tmp_path, site))
    assert "forms.embedScriptUrl" in line and "AGENCY_EMBED_ORIGINS" in line
    assert commit_count(content_dir) == before
    allowed = edit_site(agency, tmp_path, site, env={"AGENCY_EMBED_ORIGINS": FORMS})
    assert allowed.exit_code == 0, allowed.output
    stored = json.loads((content_dir / "site.json").read_text("utf-8"))
    assert stored["forms"]["embedScriptUrl"] == f"{FORMS}/embed.js"
    # The test content's map names an origin not allowed: unchanged, it does not stop an edit.
    assert stored["map"]["embedUrl"].startswith("https://www.openstreetmap.org/")


def test_deploy_nginx_prints_the_csp_of_the_allowed_origins_not_of_the_content(
        agency: Agency, content_dir: Path, tmp_path: Path) -> None:
    site = site_with(content_dir, "forms", "embedScriptUrl", "https://evil.example.com/x.js")
    (content_dir / "site.json").write_text(json.dumps(site, indent=2) + "\n", "utf-8")
    cert, key = self_signed(tmp_path)
    result = agency("deploy", "nginx", "--server-name", "www.harborpoint.example",
                    "--certificate", str(cert), "--certificate-key", str(key),
                    env={"AGENCY_EMBED_ORIGINS": FORMS})
    assert result.exit_code == 0, result.output
    assert f"script-src 'self' {FORMS}; " in result.output
    assert f"frame-src {FORMS}; " in result.output
    assert "evil.example.com" not in result.output and "openstreetmap" not in result.output
