A = table([1; 2; 4], [10; 20; 40], 'VariableNames', {'Key', 'a'});
B = table([2; 3; 4], [200; 300; 400], 'VariableNames', {'Key', 'b'});
C = outerjoin(A, B, 'MergeKeys', true);
disp(strjoin(C.Properties.VariableNames, ','))
fprintf('%g %g %g\n', [C.Key C.a C.b]');
D = outerjoin(A, B);
disp(strjoin(D.Properties.VariableNames, ','))
fprintf('%g %g\n', [D.Key_A D.Key_B]');
