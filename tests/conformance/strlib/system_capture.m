% [status, cmdout] = system(cmd): output captured, status returned
[s, out] = system('echo hello; echo world');
fprintf('%d\n', s);
fprintf('[%s]\n', out);
[s, out] = system('printf abc');
fprintf('%d [%s] %d\n', s, out, length(out));
