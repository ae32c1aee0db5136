% regexp with names on multiple matches
s = 'w=3 h=4 d=5';
r = regexp(s, '(?<k>\w)=(?<v>\d)', 'names');
size(r)
for k = 1:numel(r)
  fprintf('%s -> %s\n', r(k).k, r(k).v);
end
