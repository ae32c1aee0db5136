% Anonymous functions and handles as people use them: handles with captured variables called
% 1e5 times in a loop, arrayfun over 1e5 values with an anonymous body calling mod/sin/abs,
% cellfun over 2e4 words and vectors with @numel, @isempty and @(s) upper(s), and a handle
% to a small named function called from a loop and through arrayfun.
rate = 0.5;
base = 3;
scale = @(x) rate * x.^2 + 1;
bucket = @(p, q) mod(p, base) * q;
s = 0;
for k = 1:100000
  s = s + scale(k / 1000) + bucket(k, 2);
end
fprintf('%.6f\n', s);

v = 1:100000;
w = arrayfun(@(x) mod(x, 7) + abs(sin(x)), v);
flags = arrayfun(@(x) x > 0.5 * base, w);
fprintf('%.6f %d\n', sum(w), nnz(flags));

words = strsplit(strtrim(sprintf('w%d ', 1:20000)), ' ');
words(mod(1:20000, 7) == 0) = {''};
lens = cellfun(@numel, words);
empty = cellfun(@isempty, words);
shout = cellfun(@(s) upper(s), words, 'UniformOutput', false);
vecs = num2cell(reshape(1:60000, 3, []), 1);
vlen = cellfun(@length, vecs);
fprintf('%d %d %s %s %d\n', sum(lens), nnz(empty), shout{1}, shout{end}, sum(vlen));

h = @ramp;
t = 0;
for k = 1:100000
  t = t + h(k);
end
r = arrayfun(h, 1:50000);
fprintf('%.6f %.6f\n', t, sum(r));

function y = ramp(x)
  y = min(x / 100, 1) * 2 - 1;
end
