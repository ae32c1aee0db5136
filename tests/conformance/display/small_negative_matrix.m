% small negative values
A = [-0.001 -0.002; 0.003 0.004]
