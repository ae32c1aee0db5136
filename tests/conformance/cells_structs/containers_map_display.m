% auto-display of a containers.Map
m = containers.Map({'a', 'b'}, {1, 2})
