MATLAB documentation: convertStringsToChars (https://www.mathworks.com/help/matlab/ref/convertstringstochars.html). Octave 7.3 lacks the function.
