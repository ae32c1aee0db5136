% case conversion of cells
upper({'ab', 'Cd'})
lower('MiXeD')
