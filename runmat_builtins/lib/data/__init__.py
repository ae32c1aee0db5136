"""Data preprocessing builtins: missing data, grouping."""
