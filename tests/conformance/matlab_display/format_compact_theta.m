format compact
theta = pi/2
format
