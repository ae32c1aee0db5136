"""Set operations: unique, ismember, union, intersect, setdiff, setxor."""
