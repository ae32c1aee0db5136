MATLAB documentation, categorical (https://www.mathworks.com/help/matlab/ref/categorical.html): missing or empty text and NaN become undefined elements, shown as <undefined>; isundefined finds them.
