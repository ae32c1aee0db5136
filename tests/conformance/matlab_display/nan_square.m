X = NaN(3)
