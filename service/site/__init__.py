"""The public site: the built web app, media, and what crawlers and feed readers read."""
