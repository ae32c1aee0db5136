% updating every element of a struct array
s = struct('price', {10, 20, 30});
c = arrayfun(@(e) setfield(e, 'price', e.price * 1.1), s, 'UniformOutput', false);
s = [c{:}];
fprintf('%.2f ', [s.price]); fprintf('\n');
