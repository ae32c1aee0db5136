A = magic(4)
