MATLAB documentation, findgroups (https://www.mathworks.com/help/matlab/ref/findgroups.html): text grouping variables are sorted; missing values ('' or <missing>) get group NaN.
