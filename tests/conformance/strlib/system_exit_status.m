% the shell's exit status is system's first output
s = system('exit 3');
fprintf('%d\n', s);
[s, out] = system('false');
fprintf('%d %d\n', s, isempty(out));
[s, out] = system('true');
fprintf('%d %d\n', s, isempty(out));
