"""No production function (service/, cli/, tools/) runs to 80 lines or more, from its def to its
last line, and no production module (service/, cli/) is over 300 lines: the house style keeps
each one short enough to read whole, and a module to one job (issue 42)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("service", "cli", "tools")
LIMIT = 80
MODULE_LIMIT = 300
MODULE_PACKAGES = ("service", "cli")


def long_functions(source: str, name: str) -> list[str]:
    """`path:line name (n lines)` for each function in source of LIMIT lines or more."""
    found = []
    for node in ast.walk(ast.parse(source, filename=name)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            lines = (node.end_lineno or node.lineno) - node.lineno + 1
            if lines >= LIMIT:
                found.append(f"{name}:{node.lineno} {node.name} ({lines} lines)")
    return found


def production_files() -> list[Path]:
    return sorted(path for package in PACKAGES for path in (ROOT / package).rglob("*.py")
                  if "node_modules" not in path.parts)


def test_no_production_function_is_80_lines_or_longer() -> None:
    files = production_files()
    assert any(path.name == "app.py" for path in files)  # the walk finds the packages
    found = [line for path in files
             for line in long_functions(path.read_text("utf-8"), str(path.relative_to(ROOT)))]
    assert found == []


def test_a_function_of_80_lines_is_named_and_one_of_79_is_not() -> None:
    body = "".join(f"    x{i} = {i}\n" for i in range(78))
    source = f"def short():\n{body}\n\nasync def long():\n{body}    x = 0\n"
    assert long_functions(source, "example.py") == ["example.py:82 long (80 lines)"]



def long_modules(paths: list[Path], root: Path) -> list[str]:
    """`path (n lines)` for each module over MODULE_LIMIT lines."""
    found = []
    for path in paths:
        lines = len(path.read_text("utf-8").splitlines())
        if lines > MODULE_LIMIT:
            found.append(f"{path.relative_to(root)} ({lines} lines)")
    return found


def test_no_production_module_is_over_300_lines() -> None:
    modules = [path for path in production_files()
               if path.relative_to(ROOT).parts[0] in MODULE_PACKAGES]
    assert any(path.name == "app.py" for path in modules)
    assert long_modules(modules, ROOT) == []


def test_a_module_of_301_lines_is_named_and_one_of_300_is_not(tmp_path: Path) -> None:
    longer, exact = tmp_path / "longer.py", tmp_path / "exact.py"
    longer.write_text("x = 0\n" * 301)
    exact.write_text("x = 0\n" * 300)
    assert long_modules([longer, exact], tmp_path) == ["longer.py (301 lines)"]
