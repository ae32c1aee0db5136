% printing a percent sign and a backslash
fprintf('100%%\n');
fprintf('a\\b\n');
fprintf('%d%%\n', 50);
