G = gpuArray(int32([4; 5]))
