"""A stand-in for $EDITOR in tests: plays scripted steps on the file it is given."""

import json
import os
import sys
from pathlib import Path


def main() -> None:
    target = Path(sys.argv[1])
    script = Path(os.environ["FAKE_EDITOR_SCRIPT"])
    state = json.loads(script.read_text("utf-8"))
    text = target.read_text("utf-8")
    state["seen"].append(text)
    step = state["steps"].pop(0) if state["steps"] else {"quit": True}
    script.write_text(json.dumps(state), "utf-8")
    if "replace" in step:
        old, new = step["replace"]
        assert old in text, f"{old!r} not in the editor's text"
        target.write_text(text.replace(old, new), "utf-8")
    elif "write" in step:
        target.write_text(step["write"], "utf-8")
    elif "save" in step:
        target.write_text(text, "utf-8")


if __name__ == "__main__":
    main()
