"""Parallel pools, parfor and parfeval on a real LocalCluster."""
