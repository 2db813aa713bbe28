"""The bench's one table: titled sections of aligned columns, as text."""

from dataclasses import dataclass, field


@dataclass
class Section:
    title: str
    columns: list[str]
    rows: list[list[str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def add(self, *cells: object) -> None:
        self.rows.append([_cell(cell) for cell in cells])

    def note(self, text: str) -> None:
        self.notes.append(text)


def _cell(value: object) -> str:
    if isinstance(value, float):
        return f"{value:,.2f}" if abs(value) < 100 else f"{value:,.0f}"
    return str(value)


def render(sections: list[Section]) -> str:
    lines: list[str] = []
    for section in sections:
        widths = [max(len(row[i]) for row in [section.columns, *section.rows])
                  for i in range(len(section.columns))]
        lines += ["", f"== {section.title}"]
        for number, row in enumerate([section.columns, *section.rows]):
            first, *rest = row
            cells = [first.ljust(widths[0])] + [c.rjust(w) for c, w in zip(rest, widths[1:],
                                                                            strict=True)]
            lines.append("  " + "  ".join(cells).rstrip())
            if number == 0:
                lines.append("  " + "  ".join("-" * w for w in widths))
        lines += [f"  {text}" for text in section.notes]
    return "\n".join(lines).lstrip("\n") + "\n"
