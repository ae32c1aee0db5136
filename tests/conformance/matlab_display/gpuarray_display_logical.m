G = gpuArray([1 2 3]) > 1
