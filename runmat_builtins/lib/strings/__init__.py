"""Text builtins: char vectors, string arrays and cell arrays of character vectors."""
