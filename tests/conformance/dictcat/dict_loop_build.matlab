MATLAB documentation, dictionary (https://www.mathworks.com/help/matlab/ref/dictionary.html, R2022b): entries added in a loop; isKey, numEntries and removal.
