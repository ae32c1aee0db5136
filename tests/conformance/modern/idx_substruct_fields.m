S = substruct('()', {2, ':'}, '.', 'name');
disp(size(S))
disp(S(1).type)
disp(S(2).subs)
disp(class(S(1).subs))
disp(S(1).subs{2})
A = struct('data', [5 10 15]);
disp(subsref(A, substruct('.', 'data', '()', {2})))
A = subsasgn(A, substruct('.', 'data', '()', {4}), 20);
disp(A.data)
