% all rotations of a word, sorted (Burrows-Wheeler style)
w = 'banana$';
n = length(w);
rot = cell(n, 1);
for k = 1:n
  rot{k} = [w(k:end) w(1:k-1)];
end
rot = sort(rot);
last = cellfun(@(r) r(end), rot)';
disp(last)
disp(rot{1})
