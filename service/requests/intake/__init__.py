"""The quote intake: the detailed answers a visitor gives after the short quote form."""
