MATLAB documentation: splitlines (https://www.mathworks.com/help/matlab/ref/splitlines.html): splits at newline characters (LF, CRLF, CR). Octave 7.3 lacks splitlines.
