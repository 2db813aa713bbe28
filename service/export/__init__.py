"""The static export: the public site as files any static host or CDN can serve."""
