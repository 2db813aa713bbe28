"""Running the service for real: logs, health, backups, the replica's write guard, shutdown,
deployment."""
