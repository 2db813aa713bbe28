"""Maintainer scripts that redraw generated content images: illustrations and wordmarks."""
