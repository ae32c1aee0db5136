"""Input and output builtins: display, printing, files."""
