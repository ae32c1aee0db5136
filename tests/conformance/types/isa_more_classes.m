% isa with class names and the unsigned category
isa(@sin, 'function_handle')
isa(struct(), 'struct')
isa({}, 'cell')
isa(int8(1), 'int8')
isa(1, 'single')
class(int8(1) == 1)
