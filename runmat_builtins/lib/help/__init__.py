"""help: documentation from the catalog."""
