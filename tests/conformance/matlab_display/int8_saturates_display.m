v1 = int8(198)
