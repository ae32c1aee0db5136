% purely imaginary and complex with zero imaginary parts
a = [1i 2i]
b = [1+0i 2]
c = 0.5i
