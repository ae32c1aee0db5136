% one-line control flow with commas
for i = 1:3, fprintf('%d', i); end, fprintf('\n')
k = 0; while k < 3, k = k + 1; end, k
if 1, disp('a'), elseif 2, disp('b'), end
switch 3, case {1, 2}, disp('a'), case 3, disp('b'), end
