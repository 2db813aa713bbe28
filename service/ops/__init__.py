"""Running the service for real: logs, health, the replica's write guard, shutdown, deployment."""
