"""Server rendering: the Node render worker client, the app shell and the rendered-page cache."""
