y1 = linspace(-5,5,7)
