% moving statistics
A = [1 NaN 3 10 NaN NaN 20];
fprintf('%g ', fillmissing(A, 'movmean', 3)); fprintf('\n');
fprintf('%g ', fillmissing(A, 'movmedian', 5)); fprintf('\n');
