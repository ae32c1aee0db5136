% wide matrices split into column groups
A = 1:30
