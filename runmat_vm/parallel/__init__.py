"""parfor on the pool's Dask workers: classification (compile time), execution (client), the
code that runs in each worker (docs/parallel.md)."""
