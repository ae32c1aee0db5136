MATLAB documentation: https://www.mathworks.com/help/matlab/ref/mustbetextscalar.html and https://www.mathworks.com/help/matlab/ref/mustbenonzerolengthtext.html Octave 7.3 has no argument validation.
