pyrun(["greeting = 'hello'", "print(greeting)"])
pyrun("print(greeting + ' again')")
