% MATLAB's error identifiers for common mistakes (Octave 7.3 uses Octave:* identifiers)
tests = {'f1(1, 2)', '[1 2 3] + [1 2]', 'undefined_thing_xyz(1)', '[a, b] = f1(1)', ...
  'f2(1)', 'f2(1, 2, 3, 4)', '[1 2; 3 4] * [1 2 3]', '[[1; 2], [1; 2; 3]]', 's.a = 1; s.b', ...
  'x = 5; x{1}', 'v = [1 2 3]; v(0)', 'v = [1 2 3]; v(1.5)', 'q = undefined_var_q + 1', 'deep(1)'};
for k = 1:numel(tests)
  try
    eval([tests{k} ';']);
    fprintf('%-28s no error\n', tests{k});
  catch e
    fprintf('%-28s %s\n', tests{k}, e.identifier);
  end
end
function r = f1(x)
  r = x;
end
function f2(varargin)
  narginchk(2, 3);
end
function r = deep(n)
  r = deep(n + 1);
end
