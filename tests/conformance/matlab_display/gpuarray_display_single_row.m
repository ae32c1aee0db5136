G = gpuArray(single([1 2 3]))
