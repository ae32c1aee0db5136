C = 'Hello, world'
