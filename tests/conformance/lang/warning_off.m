% warnings with identifiers can be switched off; warning output goes to stderr
warning('off', 'my:warn');
warning('my:warn', 'should not show');
disp('after warning')
s = warning('query', 'my:warn');
disp(s.state)
