fprintf('%s %g\n', class(ConstProps.Rate), ConstProps.Rate);
disp(mat2str(ConstProps.Row))
