% the loop variable keeps the class of what is iterated
for i = {1, 'a'}, disp(class(i)), end
for i = 'ab', disp(i), end
for i = int8(1:2), disp(class(i)), end
for s = struct('a', {1, 2}), disp(s.a), end
for i = true, disp(class(i)), end
