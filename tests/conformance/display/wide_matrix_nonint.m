% wide non-integer matrix column splitting
B = (1:20) / 7
