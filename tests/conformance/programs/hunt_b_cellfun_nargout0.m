a = {1,2};
cellfun(@length, a)
cellfun(@(x) x*2, a)
arrayfun(@(x) x*2, [1 2])
cellfun(@disp, a)
arrayfun(@(x) fprintf('%d\n', x), [1 2])
cellfun(@(x) disp(x), a);
[m, i] = cellfun(@max, {[1 3], [4 2]})
cellfun(@myf, a)
cellfun(@noret, a)
function r = myf(x)
  r = x + 1;
end
function noret(x)
  fprintf('noret %d\n', x);
end
