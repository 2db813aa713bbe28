"""Memory freed after a load goes back to the system instead of staying resident."""

import subprocess
import sys

from tests.conftest import PROJECT_ROOT

# 60 MB in 3 KB pieces (the size of a post's answer: glibc's heap, not mmap), every tenth kept:
# the free runs between them hold whole pages that only a trim gives back.
SCRIPT = """
from service.ops.free_memory import release_freed_memory

def resident_kib():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1])

pieces = [bytes(3000) + bytes([n % 256]) for n in range(20_000)]
kept = pieces[::10]
del pieces
before = resident_kib()
release_freed_memory()
print(before - resident_kib())
"""


def test_freed_heap_pages_are_given_back() -> None:
    run = subprocess.run([sys.executable, "-c", SCRIPT], cwd=PROJECT_ROOT, check=True,
                         capture_output=True, text=True)
    released_kib = int(run.stdout)
    assert released_kib > 30_000, f"only {released_kib} KiB given back of the 54 MB freed"
