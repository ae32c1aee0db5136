% empty structs and empty fields
s = struct();
isempty(fieldnames(s))
isempty(s)
t = struct('a', {});
isempty(t)
size(t)
