% reordering categories
A = categorical(["lo" "hi" "mid" "lo"]);
C = categories(A); fprintf('%s ', C{:}); fprintf('\n');
B = reordercats(A, ["lo" "mid" "hi"]);
C = categories(B); fprintf('%s ', C{:}); fprintf('\n');
fprintf('%d ', double(B)); fprintf('\n');
B = reordercats(B, [3 1 2]);
C = categories(B); fprintf('%s ', C{:}); fprintf('\n');
