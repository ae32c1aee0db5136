% while loops whose conditions ask numel, size, length and isempty of arrays.
v = zeros(1, 5000);
for k = 1:numel(v)
  v(k) = mod(k * 7919, 1000);
end
i = 1;
s = 0;
while i <= numel(v)
  s = s + v(i);
  i = i + 1;
end
M = ones(500, 400);
visits = 0;
r = 1;
while r <= size(M, 1)
  c = 1;
  while c <= size(M, 2)
    visits = visits + M(r, c);
    c = c + 1;
  end
  r = r + 1;
end
w = 1:200000;
j = 0;
while j < length(w) && ~isempty(w)
  j = j + 1;
end
stack = 1:3000;
total = 0;
while ~isempty(stack)
  total = total + stack(end);
  stack(end) = [];
end
fprintf('%d %d %d %d\n', s, visits, j, total);
