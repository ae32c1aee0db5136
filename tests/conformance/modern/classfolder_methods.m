s = Stack();
s.push(1);
s.push('two');
push(s, 3);
fprintf('%d\n', depth(s));
v = s.pop();
fprintf('%d %d\n', v, s.depth());
w = pop(s);
fprintf('%s %d\n', w, depth(s));
