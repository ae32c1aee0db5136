% persistent counter calls
c = count_calls();
c = count_calls();
disp(c)
function n = count_calls()
  persistent k
  if isempty(k), k = 0; end
  k = k + 1;
  n = k;
end
