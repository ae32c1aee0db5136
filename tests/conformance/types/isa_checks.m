% isa with classes and categories
isa(1, 'double')
isa(1, 'numeric')
isa(int8(1), 'integer')
isa(single(1), 'float')
isa(true, 'numeric')
isa('a', 'char')
isa(int8(1), 'float')
