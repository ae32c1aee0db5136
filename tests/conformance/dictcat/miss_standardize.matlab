MATLAB documentation, standardizeMissing (https://www.mathworks.com/help/matlab/ref/standardizemissing.html): replaces indicator values with the standard missing value of the class.
