MATLAB documentation, entries (https://www.mathworks.com/help/matlab/ref/dictionary.entries.html): E = entries(d) returns a table whose variables are Key and Value.
