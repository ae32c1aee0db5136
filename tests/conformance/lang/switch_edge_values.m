% switch on vectors, integers and doubles
switch [1 2], case 1, disp('one'), otherwise, disp('other'), end
x = 5; switch x, case 5.0, disp('five'), end
switch int8(2), case 2, disp('int two'), end
switch 'abc', case 'ABC', disp('no'), case {'x', 'abc'}, disp('yes'), end
