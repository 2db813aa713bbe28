"""The TLS certificate's expiry: the file named, or those the named nginx configuration uses."""

import asyncio
import datetime as dt
import importlib
import os
import re
import subprocess
from pathlib import Path

from service.ops.doctor.findings import Finding, Setup, fail, ok, warn

SUBJECT = "certificate"
# Let's Encrypt's certificates last 90 days and certbot renews them 30 days before the end: one
# with less than this left has missed its renewals.
WARN_DAYS = 14
_SSL_CERTIFICATE = re.compile(r"^\s*ssl_certificate\s+([^\s;$]+)\s*;", re.MULTILINE)
RENEW = "Renew it (certbot renew, or from whoever issued it), then reload nginx."


async def certificate_expiry(setup: Setup) -> list[Finding]:
    paths = [setup.certificate] if setup.certificate else _named_in(setup.nginx_config)
    now = dt.datetime.now(dt.UTC)
    return [await asyncio.to_thread(_expiry_finding, path, now) for path in paths]


def _named_in(config: Path | None) -> list[Path]:
    """The certificates an nginx configuration names (none when it cannot be read)."""
    if config is None:
        return []
    try:
        text = config.read_text("utf-8")
    except (OSError, UnicodeDecodeError):
        return []  # the nginx check says so
    return [Path(name) for name in dict.fromkeys(_SSL_CERTIFICATE.findall(text))]


def _expiry_finding(path: Path, now: dt.datetime) -> Finding:
    try:
        expires = not_valid_after(path)
    except (OSError, ValueError) as error:
        return fail(SUBJECT, f"{path} cannot be read as a certificate: {error}",
                    "Name the PEM file nginx's ssl_certificate names, as a user who may read it.")
    left = expires - now
    date = f"{expires:%Y-%m-%d %H:%M} UTC"
    if left <= dt.timedelta(0):
        return fail(SUBJECT, f"{path} expired on {date}: browsers refuse the site", RENEW)
    if left < dt.timedelta(days=WARN_DAYS):
        return warn(SUBJECT, f"{path} expires in {left.days} days ({date})",
                    f"{RENEW} Check that renewal runs: systemctl list-timers certbot.")
    return ok(SUBJECT, f"{path} is valid until {date} ({left.days} days)")


def not_valid_after(path: Path) -> dt.datetime:
    """When the PEM certificate in path ends: read with the cryptography package when installed,
    else by openssl. ValueError when the file holds no certificate."""
    data = path.read_bytes()
    try:
        x509 = importlib.import_module("cryptography.x509")
    except ImportError:
        return _openssl_end(data)
    ends: dt.datetime = x509.load_pem_x509_certificate(data).not_valid_after_utc
    return ends


def _openssl_end(data: bytes) -> dt.datetime:
    try:
        result = subprocess.run(["openssl", "x509", "-noout", "-enddate"], input=data,
                                capture_output=True, timeout=30, check=False,
                                env={**os.environ, "LC_ALL": "C"})
    except FileNotFoundError:
        raise ValueError("neither the cryptography package nor openssl is installed") from None
    except subprocess.TimeoutExpired:
        raise ValueError("openssl took over 30 s to read it") from None
    said = result.stdout.decode(errors="replace").strip()
    if result.returncode != 0 or not said.startswith("notAfter="):
        raise ValueError(result.stderr.decode(errors="replace").strip().splitlines()[0]
                         if result.stderr.strip() else "no certificate found")
    # openssl writes e.g. "notAfter=Dec  6 05:40:00 2026 GMT"
    ends = dt.datetime.strptime(said.removeprefix("notAfter="), "%b %d %H:%M:%S %Y %Z")
    return ends.replace(tzinfo=dt.UTC)
