% zeros and ones with class names keep the class
class(ones(2, 'int32'))
class(zeros(1, 1, 'logical') == 0)
class(eye(2, 'uint8'))
ones(1, 2, 'int8') * 100
