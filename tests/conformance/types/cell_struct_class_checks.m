% class names of containers
class({1, 'a'})
class(struct('a', {}))
class(cell(2))
class([])
class('')
class(zeros(0, 0, 'int8'))
