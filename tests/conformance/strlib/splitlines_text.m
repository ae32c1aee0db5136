% splitlines: LF, CRLF and CR all end lines
s = "one" + newline + "two" + sprintf('\r\n') + "three";
p = splitlines(s);
fprintf('%d %d\n', size(p));
fprintf('<%s>', p); fprintf('\n');
c = splitlines(sprintf('a\nb\n'));
fprintf('%s %d %d %d\n', class(c), size(c), isempty(c{3}));
