"""Staff accounts and sessions: stored in the instance folder, shared by the service and the CLI."""
