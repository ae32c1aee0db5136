MATLAB documentation, https://www.mathworks.com/help/matlab/ref/caldays.html: A datetime sequence with a calendar step: t1:calmonths(1):t2 and calweeks.
