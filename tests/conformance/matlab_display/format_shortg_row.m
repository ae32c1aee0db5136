format shortg
x = [1253 1.345 120.44]
format
