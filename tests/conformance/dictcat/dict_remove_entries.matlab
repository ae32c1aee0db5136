MATLAB documentation, dictionary (https://www.mathworks.com/help/matlab/ref/dictionary.html, R2022b): d(keys) = [] removes entries; remove(d,key) (R2023b, dictionary.remove page) is equivalent.
