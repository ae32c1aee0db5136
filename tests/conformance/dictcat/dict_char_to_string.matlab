MATLAB documentation, dictionary (https://www.mathworks.com/help/matlab/ref/dictionary.html, R2022b): dictionary converts keys and values given as character row vectors to string scalars.
