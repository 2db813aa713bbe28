"""The key file as the running service holds it: read again whenever it changed on disk (after
`agency keys rotate`), so a value sealed by a key this process has not seen yet still opens and
nothing is sealed with a key the file no longer keeps."""

import os
import threading
from pathlib import Path

from service.requests.intake.sealing import KeyRing, load_ring


class KeyFile:
    """`ring()` answers the file's ring as it is now; a stat per call tells a change."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._ring = load_ring(path)
        self._stamp = self._stamp_now()

    def _stamp_now(self) -> tuple[int, int, int] | None:
        try:
            found = os.stat(self.path)
        except FileNotFoundError:
            return None
        return found.st_ino, found.st_mtime_ns, found.st_size

    def ring(self) -> KeyRing:
        with self._lock:
            stamp = self._stamp_now()
            if stamp != self._stamp:
                self._ring = load_ring(self.path)
                self._stamp = self._stamp_now()
            return self._ring
