for k = 1:4
    v(k) = Item(sprintf('n%d', k), k);
end
v(2) = [];
fprintf('%d: ', numel(v)); fprintf('%s ', v.Name); fprintf('\n');
v([1 end]) = [];
fprintf('%d %s\n', numel(v), v(1).Name);
