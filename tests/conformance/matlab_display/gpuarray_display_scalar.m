G = gpuArray(5)
