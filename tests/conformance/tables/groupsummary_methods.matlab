MATLAB documentation, https://www.mathworks.com/help/matlab/ref/double.groupsummary.html: Several methods; statistics omit NaN; a group with a missing key comes last.
