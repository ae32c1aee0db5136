MATLAB documentation, https://www.mathworks.com/help/matlab/ref/double.groupsummary.html: groupsummary(T, groupvar, 'median', 'Height') as documented: 58.5 65.5 66.5 67.5.
