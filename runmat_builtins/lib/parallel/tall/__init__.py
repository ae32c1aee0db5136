"""Tall arrays: lazy dask arrays of rows, computed by gather (docs/parallel.md, "Tall arrays")."""
