"""Reference pages generated from the code (the API from the OpenAPI document, the CLI from the
Typer app, the settings from the settings model), so they cannot drift from it."""
