% makeValidName options: ReplacementStyle hex / delete, Prefix; second output flags changes
S = {'Item_#', 'Price/Unit', '1st order', 'Contact'};
N = matlab.lang.makeValidName(S, 'ReplacementStyle', 'hex');
fprintf('%s ', N{:}); fprintf('\n');
N = matlab.lang.makeValidName(S, 'ReplacementStyle', 'delete');
fprintf('%s ', N{:}); fprintf('\n');
N = matlab.lang.makeValidName({'1stMeasurement', '2ndMeasurement', 'Control'}, 'Prefix', 'm_');
fprintf('%s ', N{:}); fprintf('\n');
[N, modified] = matlab.lang.makeValidName({'ok', 'not ok'});
fprintf('%s ', N{:}); fprintf('%d ', modified); fprintf('\n');
