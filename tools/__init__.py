"""Maintainer scripts: redraw generated content images (illustrations, wordmarks) and write
the API's OpenAPI document for the web app's types."""
