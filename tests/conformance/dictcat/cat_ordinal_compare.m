% ordinal categories compare by their order
sz = categorical({'medium' 'large' 'small' 'large'}, {'small' 'medium' 'large'}, 'Ordinal', true);
fprintf('%d', sz > 'small'); fprintf('\n');
fprintf('%d', sz <= 'medium'); fprintf('\n');
fprintf('%d\n', isordinal(sz));
m = max(sz);
fprintf('%s\n', char(m));
