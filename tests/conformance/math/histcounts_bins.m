% histcounts with explicit edges (MATLAB; Octave 7.3 lacks histcounts)
fprintf('%d ', histcounts([1 2 2 3 5], [0 2 4 6])); fprintf('\n');
fprintf('%d ', histcounts([0 1 2 3 4], [0 2 4])); fprintf('\n');
