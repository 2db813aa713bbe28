"""Whether the service answers HTTP on its own address: the render worker reads each page's data
from it, so while it does not (before it listens, or once SIGTERM closed its socket) no page of
the export can be rendered."""

import asyncio
import contextlib

PROBE_SECONDS = 2.0
PROBE_PATH = "/api/site"


async def service_answers(host: str, port: int, seconds: float = PROBE_SECONDS) -> bool:
    """Whether a request to the service gets an answer within seconds. A connection alone does
    not tell: a socket systemd holds for the service takes connections while nobody answers."""
    authority = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    request = f"HEAD {PROBE_PATH} HTTP/1.1\r\nHost: {authority}\r\nConnection: close\r\n\r\n"
    try:
        async with asyncio.timeout(seconds):
            reader, writer = await asyncio.open_connection(host, port)
            try:
                writer.write(request.encode("ascii"))
                await writer.drain()
                status_line = await reader.readline()
            finally:
                writer.close()
                with contextlib.suppress(OSError):
                    await writer.wait_closed()
    except (OSError, TimeoutError):
        return False
    return status_line.startswith(b"HTTP/")
