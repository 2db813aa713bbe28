"""Quote and policy-change requests: checking, storing, rate limiting and notifying the office."""
