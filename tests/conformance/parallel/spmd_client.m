spmd
  a = spmdIndex;
  b = spmdSize;
  c = a * 10 + b;
end
fprintf('%d %d %d\n', a{1}, b{1}, c{1});
fprintf('%s %d\n', class(c), numel(c));
