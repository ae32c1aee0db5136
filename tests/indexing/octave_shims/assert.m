function assert(cond, expected, tol)
% Octave's test-file assert: assert(cond) is true and non-empty; assert(observed, expected)
% matches class, size and values (NaN equal to NaN); a third argument is a tolerance
% (negative: relative).  Only Octave's .tst runner puts this folder on the path.
if nargin == 1 || (nargin > 1 && islogical(cond) && ischar(expected))
    if (~isnumeric(cond) && ~islogical(cond)) || isempty(cond) || ~all(cond(:))
        if nargin == 1
            error('Octave:assert', 'assert (cond) failed');
        end
        error('Octave:assert', '%s', expected);
    end
    return
end
if nargin < 3
    tol = 0;
end
why = '';
if ischar(expected)
    if ~ischar(cond) || ~isequal(size(cond), size(expected)) || ~strcmp(cond, expected)
        why = 'strings differ';
    end
elseif iscell(expected)
    if ~iscell(cond)
        why = ['expected a cell, observed ' class(cond)];
    elseif ~isequal(size(cond), size(expected))
        why = 'cell dimensions differ';
    else
        for k = 1:numel(expected)
            assert(cond{k}, expected{k}, tol);
        end
    end
elseif isstruct(expected)
    if ~isstruct(cond) || ~isequaln(cond, expected)
        why = 'structs differ';
    end
elseif ~isequal(size(cond), size(expected))
    why = sprintf('dimensions differ: observed %s, expected %s', mat2str(size(cond)), mat2str(size(expected)));
elseif tol == 0 && ~strcmp(class(cond), class(expected))
    why = ['class ' class(cond) ' ~= ' class(expected)];
elseif tol == 0 && ~isreal(cond) ~= ~isreal(expected)
    why = 'complexity differs';
elseif tol == 0
    if ~isequaln(cond, expected)
        why = 'values differ';
    end
else
    a = double(cond(:));
    b = double(expected(:));
    if ~isequal(isnan(a), isnan(b))
        why = 'NaN positions differ';
    else
        k = ~isnan(a);
        d = abs(a(k) - b(k));
        if tol < 0
            d = d ./ max(abs(b(k)), realmin);
        end
        if any(d > abs(tol)) || ~isequal(a(k & isinf(a)), b(k & isinf(a)))
            why = 'values differ beyond the tolerance';
        end
    end
end
if ~isempty(why)
    error('Octave:assert', 'ASSERT errors: %s', why);
end
end
