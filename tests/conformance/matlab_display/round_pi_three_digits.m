Y = round(pi,3)
