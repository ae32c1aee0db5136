"""String-array transforms: split, join, pad, erase, replace, strlength, compose."""
