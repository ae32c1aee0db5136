MATLAB documentation, https://www.mathworks.com/help/matlab/ref/double.groupsummary.html: A function handle method is named fun1_<var>; the array syntax returns [B, BG, BC].
