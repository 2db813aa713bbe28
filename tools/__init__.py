"""Maintainer scripts: redraw generated images (illustrations, insurer wordmarks) and write
the API's OpenAPI document for the web app's types."""
