MATLAB documentation, https://www.mathworks.com/help/matlab/ref/table.outerjoin.html: outerjoin 'Type', 'left' keeps every left row; text keys; missing numbers are NaN.
