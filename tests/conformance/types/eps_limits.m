% eps at the extremes
fprintf('%g\n', eps(realmax));
fprintf('%g\n', eps(1));
fprintf('%g\n', eps(single(1)));
disp(eps(realmax) < Inf)
disp(isnan(eps(Inf)))
disp(eps(0) > 0)
x = [1 1e10 realmax];
fprintf('%g ', eps(x)); fprintf('\n');
