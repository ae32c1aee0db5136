MATLAB documentation, https://www.mathworks.com/help/matlab/ref/splitapply.html: Mean height by gender with findgroups/splitapply (groups numbered in sorted order of the values).
