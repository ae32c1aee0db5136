% matlab.lang.makeUniqueStrings: duplicates get _1, _2, ...
u = matlab.lang.makeUniqueStrings({'John', 'Sue', 'Nick', 'John', 'Campion', 'John', 'Jason'});
fprintf('%s ', u{:}); fprintf('\n');
u = matlab.lang.makeUniqueStrings({'a', 'b'}, {'a'});
fprintf('%s ', u{:}); fprintf('\n');
