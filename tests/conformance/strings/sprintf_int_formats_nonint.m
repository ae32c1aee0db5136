% integer formats with integer-valued doubles and classes
sprintf('%d', 1e10)
sprintf('%d', -0)
sprintf('%5.3d', 7)
sprintf('%x', 4095)
sprintf('%X', 4095)
