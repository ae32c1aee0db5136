% lengths and filtering of a word list
w = {'apple', 'fig', 'banana', 'kiwi', 'cherry'};
n = cellfun(@length, w);
disp(n)
long = w(n > 4);
fprintf('%s ', long{:}); fprintf('\n');
starts = cellfun(@(s) s(1), w);
disp(starts)
disp(sort(w))
