% function handle type queries
f = @(x) x;
class(f)
isa(f, 'function_handle')
isnumeric(f)
