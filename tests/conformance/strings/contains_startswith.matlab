MATLAB documentation: contains, startsWith, endsWith (text input char or cellstr, pattern char or cellstr matching any, IgnoreCase option). Octave 7.3 has no contains.
