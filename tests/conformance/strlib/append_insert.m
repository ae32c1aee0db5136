% append keeps trailing blanks; insertAfter / insertBefore at patterns and positions
fprintf('[%s]\n', append('data ', 'file'));
fprintf('[%s]\n', strcat('data ', 'file'));
s = append(["img" "doc"], ".png");
fprintf('%s ', s); fprintf('\n');
fprintf('%s\n', insertAfter('a=1, b=2', '=', ' '));
fprintf('%s\n', insertBefore("abc", 3, "-"));
c = append({'x', 'y'}, '_1');
fprintf('%s %s %s\n', class(c), c{:});
