"""Array builtins: creation, shape, manipulation, indexing, sorting, sets and search."""
