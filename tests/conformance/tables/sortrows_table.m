T = table([2; 1; 2; 1], [5; 7; 9; 3], {'b'; 'a'; 'c'; 'd'}, 'VariableNames', {'g', 'v', 't'});
[S, idx] = sortrows(T, {'g', 'v'}, {'ascend', 'descend'});
for i = 1:height(S)
  fprintf('%d %d %s\n', S.g(i), S.v(i), S.t{i});
end
fprintf('%d ', idx); fprintf('\n');
S = sortrows(T, 't', 'descend');
disp(strjoin(S.t', ''))
