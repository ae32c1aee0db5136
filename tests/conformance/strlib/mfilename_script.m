% mfilename in a script: the script's own name; 'fullpath' ends with it
n = mfilename;
fprintf('%s\n', n);
p = mfilename('fullpath');
[d, f] = fileparts(p);
fprintf('%s %d\n', f, isempty(strfind(p, '.m')));
fprintf('%d\n', strcmp(f, n));
