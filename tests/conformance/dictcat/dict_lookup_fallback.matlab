MATLAB documentation, lookup (https://www.mathworks.com/help/matlab/ref/dictionary.lookup.html, R2023b): lookup(d,key,FallbackValue=fallback) returns the fallback for keys not found.
