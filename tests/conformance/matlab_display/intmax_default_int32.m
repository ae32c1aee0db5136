v = intmax
