% fprintf without a trailing newline followed by disp
fprintf('a');
fprintf('b');
fprintf('\n');
fprintf('%s=%d; ', 'x', 1, 'y', 2);
fprintf('\n');
fprintf('literal only\n');
