properties MetaShape
s = MetaShape;
p = properties(s);
disp(class(p))
disp(size(p))
fprintf('%s\n', p{:});
