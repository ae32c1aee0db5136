G = gpuArray(zeros(0, 3))
