MATLAB documentation, ismember (https://www.mathworks.com/help/matlab/ref/double.ismember.html): categorical arrays compare with categorical or text sets by category name.
