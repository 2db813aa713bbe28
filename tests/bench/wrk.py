"""Runs wrk (one thread, fixed connections and duration) and reads req/s, p50 and p99."""

import re
import subprocess
from dataclasses import dataclass

CONNECTIONS = 32
SECONDS = 8
WARM_UP_SECONDS = 1
# wrk's default 2 s would count the slowest answers on 5,000 posts as errors, not latency.
TIMEOUT = "10s"
_UNIT_MS = {"us": 0.001, "ms": 1.0, "s": 1000.0}


@dataclass(frozen=True)
class Load:
    """What wrk saw: throughput, latency percentiles and answers that were not 2xx/3xx."""

    rate: float
    p50_ms: float
    p99_ms: float
    errors: int


def _ms(figure: str) -> float:
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s)", figure).groups()  # type: ignore[union-attr]
    return float(number) * _UNIT_MS[unit]


def parse(output: str) -> Load:
    percentile = dict(re.findall(r"^\s+(50|99)%\s+(\S+)\s*$", output, re.MULTILINE))
    rate = re.search(r"^Requests/sec:\s+([\d.]+)", output, re.MULTILINE)
    if rate is None or set(percentile) != {"50", "99"}:
        raise RuntimeError(f"could not read wrk's output:\n{output}")
    bad = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", output)
    sockets = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)",
                        output)
    errors = int(bad.group(1)) if bad else 0
    errors += sum(map(int, sockets.groups())) if sockets else 0
    return Load(float(rate.group(1)), _ms(percentile["50"]), _ms(percentile["99"]), errors)


def run_wrk(url: str, connections: int = CONNECTIONS, seconds: int = SECONDS,
            headers: dict[str, str] | None = None) -> Load:
    """A short warm-up, then the measured run, both from one wrk thread."""
    base = ["wrk", "-t1", f"-c{connections}", f"--timeout={TIMEOUT}", "--latency"]
    for name, value in (headers or {}).items():
        base += ["-H", f"{name}: {value}"]
    subprocess.run([*base, f"-d{WARM_UP_SECONDS}s", url], capture_output=True, check=True)
    result = subprocess.run([*base, f"-d{seconds}s", url], capture_output=True, text=True,
                            check=True)
    return parse(result.stdout)
