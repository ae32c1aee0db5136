% makeValidName then makeUniqueStrings: distinct identifiers from messy headers
h = {'a b', 'a_b', 'aB', 'x'};
v = matlab.lang.makeValidName(h);
u = matlab.lang.makeUniqueStrings(v);
fprintf('%s ', u{:}); fprintf('\n');
u2 = matlab.lang.makeUniqueStrings('x', {'x', 'x_1', 'x_2'});
fprintf('%s\n', u2);
