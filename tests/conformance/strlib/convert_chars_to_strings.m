% convertCharsToStrings: char and cellstr become strings, other values pass through
str = convertCharsToStrings('Mercury');
fprintf('%s %s %d\n', class(str), str, numel(str));
s2 = convertCharsToStrings({'Venus', 'Earth', 'Mars'});
fprintf('%s %d %d\n', class(s2), size(s2));
[a, b, c] = convertCharsToStrings([1 2 3], 'volts', {'amps'});
fprintf('%s %s %s\n', class(a), class(b), class(c));
m = convertCharsToStrings(['Xx'; 'Yy'; 'Zz']);
fprintf('%s\n', m);
