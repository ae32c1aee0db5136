MATLAB documentation, anymissing (https://www.mathworks.com/help/matlab/ref/anymissing.html, R2022a): true when any element is missing.
