str = "Hello, world"
