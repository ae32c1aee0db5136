% neighbouring values
A = [NaN 2 NaN NaN 5 NaN];
fprintf('%g ', fillmissing(A, 'previous')); fprintf('\n');
fprintf('%g ', fillmissing(A, 'next')); fprintf('\n');
fprintf('%g ', fillmissing(A, 'nearest')); fprintf('\n');
