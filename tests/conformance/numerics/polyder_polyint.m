p = [3 2 1];
fprintf('%g ', polyder(p)); fprintf('\n');
fprintf('%g ', polyint(p)); fprintf('\n');
fprintf('%g ', polyint(p, 5)); fprintf('\n');
fprintf('%g ', polyder([1 2], [1 3])); fprintf('\n');
[q, d] = polyder([1 2], [1 3]);
fprintf('%g ', q, d); fprintf('\n');
fprintf('%g ', polyder(7)); fprintf('\n');
