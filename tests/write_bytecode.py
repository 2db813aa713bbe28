"""Pytest plugin, loaded first (pyproject.toml's addopts): the test processes write bytecode.

These machines set PYTHONDONTWRITEBYTECODE, so without this every pytest process (each xdist
worker of each suite) would compile again every module it imports and rewrite the assertions of
every plugin package (Hypothesis and others, some 250 modules: 1 to 3 s of CPU a process) and
test module. It is a plugin rather than a line in tests/conftest.py because the plugins' entry
points load before any conftest. The processes the tests start still follow the environment.
"""

import sys

sys.dont_write_bytecode = False
