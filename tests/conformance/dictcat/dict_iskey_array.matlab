MATLAB documentation, isKey (https://www.mathworks.com/help/matlab/ref/dictionary.iskey.html): tf = isKey(d,keys) returns a logical array the size of keys.
