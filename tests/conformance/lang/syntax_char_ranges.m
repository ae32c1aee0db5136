% syntax char ranges
x = 'a':'e'
y = double('a'):double('c')
