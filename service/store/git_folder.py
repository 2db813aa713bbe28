"""A folder git is run in, as the store and replication both run it: `git -C <folder>`, never
waiting for a password prompt."""

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path


@dataclass(eq=False)
class GitFolder:
    """Git's command line and environment for one folder (the content folder's work tree)."""

    root: Path

    def git_command(self, *args: str) -> list[str]:
        """The command line running git in the folder with args."""
        return ["git", "-C", str(self.root), *args]

    def git_environment(self, defaults: Mapping[str, str] = {},
                        **settings: str) -> dict[str, str]:
        """The process's environment over defaults, with settings over both; git never prompts."""
        return {**defaults, **os.environ, "GIT_TERMINAL_PROMPT": "0", **settings}
