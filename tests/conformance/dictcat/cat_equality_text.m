% comparing with text
c = categorical({'MA' 'ME' 'CT' '' 'MA'});
fprintf('%d', c == 'MA'); fprintf('\n');
fprintf('%d', c ~= "ME"); fprintf('\n');
fprintf('%d\n', nnz(c == 'XX'));
