% assignment adds categories to non-protected arrays only
A = categorical({'x' 'y'});
A(3) = 'z';
C = categories(A); fprintf('%s ', C{:}); fprintf('\n');
B = categorical({'lo' 'hi'}, {'lo' 'hi'}, 'Ordinal', true);
fprintf('%d\n', isprotected(B));
try
  B(1) = 'mid';
catch err
  disp('error');
end
B(2) = 'lo';
fprintf('%s ', string(B)); fprintf('\n');
