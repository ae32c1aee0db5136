% repmat on char matrices and cells
repmat(['ab'; 'cd'], 2, 2)
r = repmat({'x', 1}, 2, 1);
size(r)
r{2, 1}
