MATLAB documentation, entries (https://www.mathworks.com/help/matlab/ref/dictionary.entries.html): entries(d,"struct") returns a struct array with fields Key and Value.
