% cleaning text with regexprep
s = '  Hello,   World!!  How   are you?  ';
t = regexprep(strtrim(s), '\s+', ' ');
disp(t)
disp(regexprep(t, '[^\w\s]', ''))
disp(regexprep('2024-03-15', '(\d+)-(\d+)-(\d+)', '$3/$2/$1'))
disp(regexprep('camelCaseName', '([A-Z])', '_$1'))
disp(lower(regexprep('camelCaseName', '([A-Z])', '_$1')))
