% persistent variables keep their value between calls
for k = 1:4
  disp(nextid())
end
function id = nextid()
  persistent n
  if isempty(n)
    n = 0;
  end
  n = n + 1;
  id = n;
end
