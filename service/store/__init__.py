"""The content store: the only code that reads or writes the content folder."""
