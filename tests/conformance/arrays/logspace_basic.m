% logarithmically spaced vectors
logspace(0, 2, 3)
logspace(1, 3, 3)
