"""The nginx configuration `agency deploy nginx` prints names pages only as the route table
(service/site/routes.json) has them: staff screens and the pages it marks fromService go to the
service, and a post address the export lacks falls back to it."""

import re
from pathlib import Path

import pytest

from service.ops.nginx import NginxSite, nginx_config
from service.routes import BY_ID, ROUTES, STAFF_PREFIX

# Locations of the configuration that are no page of the app: the API, build files and media,
# the health check, the catch-all and the named fallback.
NOT_PAGES = {"/", "/api/", "/api/auth/login", "/assets/", "/media/", "/media-variants/",
             "/app-media/", "/app-media-variants/", "/healthz", "@service"}
LOCATION = re.compile(r"^    location (=\s+)?(\S+) \{\n(.*?)^    \}", re.M | re.S)


def locations(export: bool, tmp_path: Path) -> dict[str, tuple[bool, str]]:
    """The printed configuration's locations: path -> (exact match, body)."""
    site = NginxSite(server_name="www.harborpoint.example", upstream="127.0.0.1:8000",
                     web_dist=tmp_path / "dist", media_dir=tmp_path / "content" / "media",
                     content_security_policy="default-src 'self'", max_body_bytes=10 << 20,
                     certificate="cert.pem", certificate_key="key.pem",
                     export_dir=tmp_path / "site" if export else None)
    https = nginx_config(site).split("listen 443 ssl;", 1)[1]
    return {match[2]: (bool(match[1]), match[3]) for match in LOCATION.finditer(https)}


@pytest.mark.parametrize("export", [False, True], ids=["service-rendered", "static-export"])
def test_nginx_locations_that_name_pages_are_routes_of_the_table(export: bool,
                                                                 tmp_path: Path) -> None:
    found = locations(export, tmp_path)
    prefixes = {STAFF_PREFIX, *(route.prefix for route in ROUTES if not route.fixed)}
    for path, (exact, _) in found.items():
        if path in NOT_PAGES or path.startswith("~"):
            continue
        known = any(route.path == path for route in ROUTES) if exact else path in prefixes
        assert known, f"nginx names {path}, which service/site/routes.json does not"


@pytest.mark.parametrize("export", [False, True], ids=["service-rendered", "static-export"])
def test_nginx_sends_staff_screens_and_from_service_pages_to_the_service(
        export: bool, tmp_path: Path) -> None:
    found = locations(export, tmp_path)
    assert found[STAFF_PREFIX] == (False, "        proxy_pass http://agency_www_harborpoint_example;\n")
    live = [route.path for route in ROUTES if route.from_service]
    assert live and "/request-received" in live
    for path in live:
        # Without an export the catch-all sends every page to the service.
        assert (found.get(path, (False, ""))[1].strip().startswith("proxy_pass")) is export, path
    posts = found.get(BY_ID["blogPost"].prefix)
    assert (posts is not None and "@service" in posts[1]) is export
