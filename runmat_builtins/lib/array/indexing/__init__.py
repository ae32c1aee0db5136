"""Indexing builtins: subsref, subsasgn, substruct, sub2ind, ind2sub."""
