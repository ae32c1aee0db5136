% eraseBetween / replaceBetween: patterns keep their boundaries, positions do not
fprintf('%s\n', eraseBetween('The quick brown fox', 'quick', ' fox'));
fprintf('%s\n', eraseBetween('Edinburgh', 3, 6));
fprintf('%s\n', eraseBetween('Edinburgh', 3, 6, 'Boundaries', 'exclusive'));
fprintf('%s\n', replaceBetween('a[1]b[22]', '[', ']', 'n'));
fprintf('%s\n', replaceBetween("x = (old);", "(", ")", "new", "Boundaries", "inclusive"));
fprintf('%d', matches(["yes" "no" "Yes"], "yes")); fprintf('\n');
fprintf('%d\n', matches('Yes', {'yes', 'y'}, 'IgnoreCase', true));
