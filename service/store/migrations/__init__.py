"""Content schema versions and the forward migrations that bring older content to the current one.

Each migration is a module of pure functions, one per file it changes (old JSON in, new JSON out);
`steps.MIGRATIONS` lists them in order and `runner` applies them as one commit.
"""
