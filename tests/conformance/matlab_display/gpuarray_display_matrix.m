G = gpuArray(magic(3))
