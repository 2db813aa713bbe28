"""First-load JS per public route and the site's CSS, gzip and brotli, against the budgets."""

import json
import subprocess

from tests.bench.table import Section
from tests.conftest import PROJECT_ROOT

BUDGET_SCRIPT = PROJECT_ROOT / "web" / "tools" / "check-budget.mjs"


def bundle_section() -> Section:
    result = subprocess.run(["node", str(BUDGET_SCRIPT), "--json"], cwd=PROJECT_ROOT,
                            capture_output=True, text=True, check=True)
    figures = json.loads(result.stdout)
    js_budget, css_budget = figures["jsBudget"], figures["cssBudget"]
    section = Section(f"First load per public route (KB; budgets JS {js_budget / 1024:.0f}, "
                      f"CSS {css_budget / 1024:.0f} gzip)",
                      ["route (chunk)", "JS gzip", "JS br", "x budget", "CSS gzip", "CSS br",
                       "x budget"])
    css_gzip, css_br = figures["cssTotal"], figures["cssBrotli"]
    for row in sorted(figures["rows"], key=lambda row: -row["total"]):
        section.add(row["name"], row["total"] / 1024, row["brotli"] / 1024,
                    row["total"] / js_budget, css_gzip / 1024, css_br / 1024,
                    css_gzip / css_budget)
    over = [problem for problem in figures["problems"] if "staff code" not in problem]
    staff = [problem for problem in figures["problems"] if "staff code" in problem]
    section.note(f"{len(over)} over budget; staff code on a public page: "
                 f"{'; '.join(staff) if staff else 'none'}")
    return section
