% categories are the sorted unique values
A = categorical({'plane' 'car' 'train' 'car' 'plane'});
C = categories(A);
fprintf('%d %d\n', size(C));
fprintf('%s\n', C{:});
fprintf('%s %d %d\n', class(A), size(A));
