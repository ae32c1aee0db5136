% MATLAB-only reduction options: nanflag, 'all', outtype and 'reverse' (Octave 7.3 lacks them)
fprintf('%g\n', median([1 NaN 3 4], 'omitnan'));
fprintf('%.4f\n', std([1 NaN 3], 'omitnan'));
fprintf('%g\n', var([2 NaN 4], 'omitnan'));
fprintf('%g\n', max([1 NaN 3], [], 'includenan'));
fprintf('%g\n', min([NaN 2], [], 'omitnan'));
fprintf('%g ', cumsum([1 NaN 2], 'omitnan')); fprintf('\n');
fprintf('%g %g %g\n', mean([NaN NaN], 'omitnan'), sum([NaN NaN], 'omitnan'), median([NaN NaN], 'omitnan'));
fprintf('%g %g %g %g\n', mean([1 2; 3 4], 'all'), prod([1 2; 3 4], 'all'), min([4 2; 1 3], [], 'all'), any([0 0; 0 1], 'all'));
fprintf('%.4f\n', std([1 2 3 4], 0, 'all'));
a = sum(int8([100 100]), 'native');
b = sum(int8([100 100]), 'double');
c = sum(single([1 2]), 'double');
fprintf('%d %s | %d %s | %g %s\n', a, class(a), b, class(b), c, class(c));
m = mean(int8([1 2]), 'native');
fprintf('%d %s\n', m, class(m));
fprintf('%g ', cummax([1 3 2], 'reverse')); fprintf('\n');
fprintf('%g ', cumsum([1 2 3], 'reverse')); fprintf('\n');
