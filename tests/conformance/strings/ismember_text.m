% membership of words in a vocabulary
vocab = {'red', 'green', 'blue'};
q = {'green', 'pink', 'red', 'red'};
[tf, loc] = ismember(q, vocab);
disp(tf)
disp(loc)
disp(setdiff(q, vocab))
disp(intersect(q, vocab))
disp(union({'b', 'a'}, {'c', 'a'}))
