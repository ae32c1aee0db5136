T = table((1:10)', (11:20)');
H = head(T, 3);
fprintf('%d ', H.Var1); fprintf('\n');
L = tail(T, 2);
fprintf('%d ', L.Var2); fprintf('\n');
fprintf('%d %d %d\n', height(head(T)), height(T), width(T));
