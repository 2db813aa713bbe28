"""Replication and backup through git: a primary pushes its commits, a read-only replica pulls."""
