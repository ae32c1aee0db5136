% ranges assigned with brackets display as matrices
a = [0:0.1:0.5]
b = [1:5]
c = [5:-1:1]'
