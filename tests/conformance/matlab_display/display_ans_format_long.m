format long
sqrt(2)
format
