MATLAB documentation: writelines (https://www.mathworks.com/help/matlab/ref/writelines.html): each element followed by a newline; WriteMode 'append'. Octave 7.3 lacks writelines.
