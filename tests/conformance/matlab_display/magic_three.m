M = magic(3)
