A = [3; NaN; 1; 3; 1];
G = findgroups(A);
fprintf('%g ', G); fprintf('\n');
C = {'b'; 'a'; ''; 'b'; 'a'};
G = findgroups(C);
fprintf('%g ', G); fprintf('\n');
[G, id1, id2] = findgroups([1; 1; 2; 2], {'x'; 'y'; 'x'; 'x'});
fprintf('%g ', G); fprintf('\n');
fprintf('%g %s\n', id1(3), id2{3});
