% Input of the elementwise chain: single(linspace(0, 4*pi, N)) moved to the GPU (not timed).
x = gpuArray(single(linspace(0, 4*pi, N)));
