MATLAB documentation, https://www.mathworks.com/help/matlab/ref/writetable.html: writetable with a delimiter, read back with readtable; variable names with spaces survive with 'preserve'.
