level = Ppm.High;
levelNew = level + 100;
fprintf('%g %s\n', levelNew, class(levelNew));
fprintf('%d\n', level == 1000);
fprintf('%d\n', Ppm.Low < 50);
vals = double([Ppm.High Ppm.Medium Ppm.Low]);
fprintf('%g ', vals); fprintf('\n');
fprintf('%s\n', char(Ppm(100)));
