MATLAB documentation, findgroups (https://www.mathworks.com/help/matlab/ref/findgroups.html): group numbers follow the sorted unique values; ID holds each group's value. Octave 7.3 has no findgroups.
