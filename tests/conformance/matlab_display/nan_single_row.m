X = NaN(1,3,"single")
