% filling text and categorical data
s = fillmissing(["a" missing "c" missing], 'previous');
fprintf('%s ', s); fprintf('\n');
c = fillmissing({'x' '' 'z'}, 'next');
fprintf('%s ', c{:}); fprintf('\n');
k = fillmissing(categorical({'lo' '' 'hi'}), 'constant', 'lo');
fprintf('%s ', string(k)); fprintf('\n');
