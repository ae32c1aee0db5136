MATLAB documentation, dictionary (https://www.mathworks.com/help/matlab/ref/dictionary.html, R2022b): keys of a new entry are converted to the configured key type when they are not of that type.
