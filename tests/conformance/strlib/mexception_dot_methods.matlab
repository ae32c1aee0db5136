MATLAB documentation: MException (https://www.mathworks.com/help/matlab/ref/mexception.html) methods addCause, getReport, throw, rethrow called with dot syntax. Octave 7.3 lacks addCause.
