MATLAB documentation, ismissing (https://www.mathworks.com/help/matlab/ref/ismissing.html): ismissing(A,indicator) treats the indicator values as missing instead of the standard ones.
