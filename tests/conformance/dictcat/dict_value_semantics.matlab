MATLAB documentation, dictionary (https://www.mathworks.com/help/matlab/ref/dictionary.html, R2022b): dictionary is a value type: assigning to a copy does not change the original.
