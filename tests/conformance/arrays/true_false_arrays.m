% logical array constructors
true(2)
false(1, 3)
class(true(2))
