MATLAB documentation, rmmissing (https://www.mathworks.com/help/matlab/ref/rmmissing.html): removes missing entries of a vector; the second output marks removed entries.
