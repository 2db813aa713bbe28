"""No production function (service/, cli/, tools/) runs to 80 lines or more, from its def to its
last line: the house style keeps each one short enough to read whole."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("service", "cli", "tools")
LIMIT = 80


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
