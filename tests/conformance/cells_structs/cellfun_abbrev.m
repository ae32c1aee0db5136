% option names may be abbreviated
words = {'alpha', 'be', 'gamma'};
lens = cellfun(@length, words)
up = cellfun(@upper, words, 'un', 0)
rev = cellfun(@(w) w(end:-1:1), words, 'Uni', false)
sq = arrayfun(@(x) x * [1 1], 1:3, 'UniformOutput', false);
disp(sq{3})
