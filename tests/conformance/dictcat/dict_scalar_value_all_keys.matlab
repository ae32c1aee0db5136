MATLAB documentation, dictionary (https://www.mathworks.com/help/matlab/ref/dictionary.html, R2022b): if values is a scalar, each element of keys becomes a key for that value.
