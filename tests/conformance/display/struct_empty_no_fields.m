% structs with no fields
s = struct()
t = rmfield(struct('a', 1), 'a')
