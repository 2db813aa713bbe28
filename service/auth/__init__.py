"""Staff accounts and sessions (the CLI's too), and who may call each route of the service."""
