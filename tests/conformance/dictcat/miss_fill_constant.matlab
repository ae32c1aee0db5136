MATLAB documentation, fillmissing (https://www.mathworks.com/help/matlab/ref/fillmissing.html): fillmissing(A,'constant',v) fills with v; a vector v gives one value per column.
