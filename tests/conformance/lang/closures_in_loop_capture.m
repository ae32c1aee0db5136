% closures in loop capture
fs = cell(1, 3);
for k = 1:3
  fs{k} = @(x) x + k;
end
disp(fs{1}(10)); disp(fs{3}(10));
