format loose
theta = pi/2
