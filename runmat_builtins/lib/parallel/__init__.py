"""Parallel Computing: pools of Dask workers (parpool, gcp), parfeval futures (docs/parallel.md)."""
