% FIR and IIR filtering
filter([1 1] / 2, 1, [2 4 6 8])
filter(1, [1 -0.5], [1 0 0 0])
filter([1 2], [1], [1 1 1])
