MATLAB documentation, https://www.mathworks.com/help/matlab/ref/double.groupcounts.html: groupcounts gives GroupCount and Percent per group.
