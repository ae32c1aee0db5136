% a small table of numbers formatted as text
x = [1 2.5 10 -3.25];
for k = 1:numel(x)
  fprintf('%-8s|%8.3f|%s\n', num2str(x(k)), x(k), mat2str(x(k)));
end
disp(num2str(pi, 8))
disp(num2str([1 2 3]))
disp(mat2str([1 2; 3 4]))
