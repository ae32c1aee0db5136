% matlab.lang.makeValidName: invalid characters, leading digits, whitespace, keywords
n = matlab.lang.makeValidName({'Item_#', 'Price/Unit', '1st order', 'Contact'});
fprintf('%s\n', n{:});
fprintf('%s\n', matlab.lang.makeValidName('for'));
fprintf('%s\n', matlab.lang.makeValidName('valid_name'));
fprintf('%d\n', namelengthmax);
