"""Time and peak memory of `agency posts import` of generated sources (2,000 items by default).

Run: uv run python -m tests.bench.import_scale [--posts 2000] [--kind wordpress ...]
Each import runs as a real process on its own content copy; peak memory is the largest resident
set of the process and its children (git), from the kernel's accounting.
"""

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.bench.import_sources import SOURCES, write_source
from tests.conftest import make_content_copy


def measure_import(kind: str, posts: int, folder: Path) -> tuple[float, float, int]:
    """Seconds, peak MiB and exit code of one import of `posts` generated items of `kind`."""
    content = make_content_copy(folder / "content")
    source = write_source(kind, folder, posts)
    agency = Path(sys.executable).with_name("agency")
    command = [str(agency), "--content", str(content), "posts", "import", str(source)]
    started = time.perf_counter()
    code = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                          check=False).returncode
    seconds = time.perf_counter() - started
    peak_mib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return seconds, peak_mib, code


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--posts", type=int, default=2000)
    parser.add_argument("--kind", choices=sorted(SOURCES), action="append")
    arguments = parser.parse_args()
    for kind in arguments.kind or sorted(SOURCES):
        # A process per kind, so the peak of one does not hide the next.
        if len(arguments.kind or SOURCES) > 1:
            subprocess.run([sys.executable, "-m", "tests.bench.import_scale", "--posts",
                            str(arguments.posts), "--kind", kind], check=True)
            continue
        with tempfile.TemporaryDirectory() as folder:
            seconds, peak, code = measure_import(kind, arguments.posts, Path(folder))
        print(f"{kind:10} {arguments.posts} items: {seconds:6.2f} s, peak {peak:6.1f} MiB, "
              f"exit {code}", flush=True)


if __name__ == "__main__":
    main()
