function fail(code, varargin)
% Octave's test-file fail(code, pattern): evaluating code in the caller must raise an error.
% Only Octave's .tst runner puts this folder on the path.
try
    evalin('caller', code);
catch
    return
end
error('Octave:fail', 'expected an error from: %s', char(code));
end
