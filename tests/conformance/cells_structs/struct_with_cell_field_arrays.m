% struct() with a cell value needs double braces
s = struct('tags', {{'a', 'b'}});
size(s)
s.tags
t = struct('v', {});
size(t)
