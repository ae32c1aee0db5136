"""gpuArray builtins: creation, gathering and inspection of device arrays."""
