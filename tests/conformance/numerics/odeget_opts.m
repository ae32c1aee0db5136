o = odeset('RelTol', 1e-5, 'MaxStep', 0.1);
fprintf('%g\n', odeget(o, 'RelTol'));
fprintf('%g\n', odeget(o, 'MaxStep'));
fprintf('%g\n', odeget(o, 'AbsTol', 1e-7));
disp(isempty(odeget(o, 'Mass')))
o2 = odeset(o, 'RelTol', 1e-8);
fprintf('%g %g\n', o2.RelTol, o2.MaxStep);
