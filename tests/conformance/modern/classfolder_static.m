s = Stack.fromCell({10, 20, 30});
fprintf('%d\n', s.depth());
fprintf('%d\n', s.pop());
fprintf('%s\n', class(s));
